import type { IncomingMessage, ServerResponse } from "node:http";

/** What a static host sends for a file, which `transform` may change. */
export interface ServedFile {
  /** The file's absolute path. */
  file: string;
  /** Its Content-Type. */
  type: string;
  body: Buffer;
  /** The host headers the build wrote for its path (none without `hostHeaders`). */
  headers: Record<string, string>;
}

/** Types of static-host.mjs for the cross-engine tests. */
export function staticHost(options: {
  root: string;
  prefix?: string;
  hostHeaders?: boolean;
  transform?: (served: ServedFile) => { body: Buffer; headers: Record<string, string> };
}): (request: IncomingMessage, response: ServerResponse) => void;
