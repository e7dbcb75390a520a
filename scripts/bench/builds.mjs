// Timed production builds: cold (after `gatsby clean`) and after a one-line content change.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

/** How much of a failed command's output to show. */
const FAILURE_OUTPUT_CHARS = 4000;

/** Runs `npm run <script>` quietly; resolves with its duration in ms, rejects with its output's end. */
function runScript(script) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk).slice(-FAILURE_OUTPUT_CHARS);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`npm run ${script} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

export const buildMs = () => runScript("build");

/** `gatsby clean` (no cache, no public/), then a build. */
export async function coldBuildMs() {
  await runScript("clean");
  return buildMs();
}
