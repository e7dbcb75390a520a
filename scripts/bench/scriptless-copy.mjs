// The limit of a language switch: a copy of a build with its script bundles removed, so that
// following the language link loads the other page as a plain document. Its pages keep their
// small inline scripts (the theme's, before the first paint); every bundle they ask for is
// answered 404, as when a visitor's scripts fail to arrive.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { serveStatic } from "./static-server.mjs";

/** Copies `directory` without its .js files; `remove()` deletes the copy. */
export function scriptlessCopy(directory) {
  const copy = mkdtempSync(join(tmpdir(), "bench-scriptless-"));
  cpSync(directory, copy, { recursive: true, filter: (source) => !source.endsWith(".js") });
  return { directory: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * Serves the build in `directory` on `port` and its scriptless copy (the language switch's limit)
 * on `limitPort`, both ready at `readyPath`. Returns `{ origin, limitOrigin, stop() }`; `stop()`
 * stops both servers and removes the copy.
 */
export async function serveWithLimit(directory, port, limitPort, readyPath) {
  // The static server joins its folder to the current directory: relative paths.
  const server = await serveStatic(relative(process.cwd(), directory), port, readyPath);
  const limit = scriptlessCopy(directory);
  try {
    const limitServer = await serveStatic(
      relative(process.cwd(), limit.directory),
      limitPort,
      readyPath,
    );
    return {
      origin: server.origin,
      limitOrigin: limitServer.origin,
      stop() {
        server.stop();
        limitServer.stop();
        limit.remove();
      },
    };
  } catch (error) {
    server.stop();
    limit.remove();
    throw error;
  }
}
