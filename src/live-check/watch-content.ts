/**
 * Watches what editors change, `content/` (YAML and images) and `locales/`, with chokidar, the
 * watcher Gatsby's own file sourcing uses.
 */
import chokidar, { type FSWatcher } from "chokidar";
import path from "path";

const WATCHED_FOLDERS = ["content", "locales"];

/**
 * Once a file has stopped changing for this long, its save is done. Saving a file empties it,
 * then writes it: a check between the two read an empty file, and no event followed for the
 * write, made within the same millisecond
 * (https://github.com/paulmillr/chokidar/tree/3.6.0#performance, `awaitWriteFinish`).
 */
const WRITE_FINISHED = { stabilityThreshold: 100, pollInterval: 25 };

/** Calls `onChange` after each file added, saved or removed under the watched folders. */
export function watchContent(rootDir: string, onChange: () => void): FSWatcher {
  const folders = WATCHED_FOLDERS.map((folder) => path.join(rootDir, folder));
  return chokidar
    .watch(folders, { ignoreInitial: true, awaitWriteFinish: WRITE_FINISHED })
    .on("all", () => onChange());
}
