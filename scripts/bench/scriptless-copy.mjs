// The limit of a language switch: a copy of a build with its script bundles removed, so that
// following the language link loads the other page as a plain document. Its pages keep their
// small inline scripts (the theme's, before the first paint); every bundle they ask for is
// answered 404, as when a visitor's scripts fail to arrive.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Copies `directory` without its .js files; `remove()` deletes the copy. */
export function scriptlessCopy(directory) {
  const copy = mkdtempSync(join(tmpdir(), "bench-scriptless-"));
  cpSync(directory, copy, { recursive: true, filter: (source) => !source.endsWith(".js") });
  return { directory: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
