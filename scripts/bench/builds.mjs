// Timed production builds: cold (after `gatsby clean`) and after a one-line content change.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

/** How much of a failed command's output to show. */
const FAILURE_OUTPUT_CHARS = 4000;

/**
 * Runs `npm <args>` quietly in `cwd` (default: the current directory); resolves with its
 * duration in ms, rejects with its output's end.
 */
export function runNpm(args, cwd = process.cwd()) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk).slice(-FAILURE_OUTPUT_CHARS);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else
        reject(new Error(`npm ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

/** A production build of the site in `cwd` (default: the current directory). */
export const buildMs = (cwd) => runNpm(["run", "build"], cwd);

/** `gatsby clean` (no cache, no public/), then a build. */
export async function coldBuildMs(cwd) {
  await runNpm(["run", "clean"], cwd);
  return buildMs(cwd);
}
