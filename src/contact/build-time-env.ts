import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import type { Environment } from "./email-config";

/**
 * The variables Gatsby inlines in the browser bundle: the process environment over the
 * `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` file. Gatsby reads that file for webpack only, so
 * Node-side checks (the EmailJS build warning) read it here, or they would warn wrongly.
 * For Node-side code only: it reads the file system.
 */
export function buildTimeEnv(
  env: NodeJS.ProcessEnv = process.env,
  directory: string = process.cwd(),
): Environment {
  // Gatsby's own fallback when neither is set (gatsby-cli sets NODE_ENV for each command).
  const activeEnv = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "development";
  const file = join(directory, `.env.${activeEnv}`);
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return { ...fromFile, ...env };
}
