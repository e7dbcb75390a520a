// A one-line content edit, made for the time of a rebuild and always undone.
import { readFileSync, writeFileSync } from "node:fs";

/** Every site has this file and a French value in it (jobTitle, tagline...). */
export const CHANGED_FILE = "content/site.yaml";
const FRENCH_VALUE = /^(\s+fr:[ \t]*)(\S.*?)[ \t]*$/m;
const MARK = " (bench)";

/** Appends the mark to a YAML scalar, inside its quotes if it has some. */
const markValue = (value) =>
  /^(["']).*\1$/.test(value) ? `${value.slice(0, -1)}${MARK}${value.slice(-1)}` : `${value}${MARK}`;

/**
 * Runs `task` (async) while the first French value of CHANGED_FILE carries a mark, then
 * restores the file whatever happens. An interruption (Ctrl-C, SIGTERM) waits for the
 * restore, then ends the process.
 */
export async function withContentChange(task) {
  const original = readFileSync(CHANGED_FILE, "utf8");
  const changed = original.replace(FRENCH_VALUE, (_, key, value) => `${key}${markValue(value)}`);
  if (changed === original) throw new Error(`No French value to change in ${CHANGED_FILE}`);

  let interruption;
  const hold = (signal) => {
    interruption = signal;
  };
  process.on("SIGINT", hold);
  process.on("SIGTERM", hold);
  writeFileSync(CHANGED_FILE, changed);
  try {
    return await task();
  } finally {
    writeFileSync(CHANGED_FILE, original);
    process.off("SIGINT", hold);
    process.off("SIGTERM", hold);
    if (interruption) {
      console.error(`\n${interruption}: ${CHANGED_FILE} restored.`);
      process.exit(1);
    }
  }
}
