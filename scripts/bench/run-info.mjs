// What a result was measured on, so that results can be compared over time.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { RESULTS_DIR } from "./report.mjs";

const require = createRequire(import.meta.url);
// Standard error ignored: Debian's chromium wrapper script is noisy there.
const output = (command, args) =>
  execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/** Commit measured, and whether the tree differed from it; null outside a Git checkout. */
function gitState() {
  try {
    return {
      commit: output("git", ["rev-parse", "HEAD"]),
      // Earlier results, not committed yet, do not change what is measured.
      uncommittedChanges:
        output("git", ["status", "--porcelain", "--", ".", `:!${RESULTS_DIR}`]) !== "",
    };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

export function runInfo() {
  return {
    date: new Date().toISOString(),
    ...gitState(),
    node: process.version,
    chromium: output(CHROMIUM_PATH, ["--version"]),
    lighthouse: require("lighthouse/package.json").version,
    cpus: os.cpus().length,
  };
}
