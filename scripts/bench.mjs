// npm run bench: builds the production site, serves it like a static host, and measures
// /fr/ and /en/ (Lighthouse mobile, median of 3 runs; first-load JavaScript; page weight)
// and the build times. Prints a table and writes bench-results/latest.json plus a dated copy.
//   --skip-build   measure public/ as it is (no build times)
import { buildMs, coldBuildMs } from "./bench/builds.mjs";
import { withContentChange } from "./bench/content-change.mjs";
import { lighthouseMedians } from "./bench/lighthouse-runs.mjs";
import { measurePageLoads } from "./bench/page-load.mjs";
import { checkTargets, formatReport, writeResults } from "./bench/report.mjs";
import { runInfo } from "./bench/run-info.mjs";
import { serveStatic } from "./bench/static-server.mjs";
import { LIGHTHOUSE_RUNS } from "./bench/targets.mjs";

const PAGES = ["/fr/", "/en/"];
const PORT = Number(process.env.BENCH_PORT ?? 9300);
const skipBuild = process.argv.includes("--skip-build");

const meta = { ...runInfo(), lighthouseRuns: LIGHTHOUSE_RUNS };

const step = (message) => console.log(`[bench] ${message}`);

async function measurePages() {
  const server = await serveStatic("public", PORT, PAGES[0]);
  try {
    const urls = PAGES.map((path) => `${server.origin}${path}`);
    step("First loads in Chromium (scripts, weight)");
    const loads = await measurePageLoads(urls);
    const lighthouse = await lighthouseMedians(urls, LIGHTHOUSE_RUNS, (url, round) =>
      step(`Lighthouse ${url} (run ${round} of ${LIGHTHOUSE_RUNS}), once the machine is idle`),
    );
    return Object.fromEntries(
      PAGES.map((path, i) => [path, { lighthouse: lighthouse.get(urls[i]), ...loads[urls[i]] }]),
    );
  } finally {
    server.stop();
  }
}

async function measureBuilds(measure) {
  step("Cold build (gatsby clean, then build)");
  const coldBuild = await coldBuildMs();
  const pages = await measure();
  step("Rebuild after a one-line content change");
  const rebuild = await withContentChange(buildMs);
  step("Build again from the restored content");
  await buildMs();
  return { pages, builds: { coldBuildMs: coldBuild, rebuildAfterContentChangeMs: rebuild } };
}

const { pages, builds } = skipBuild
  ? { pages: await measurePages(), builds: null }
  : await measureBuilds(measurePages);
const results = { meta, builds, pages, targets: checkTargets(pages) };
const written = writeResults(results);

console.log(`\n${formatReport(results)}\n`);
step(`Results written to ${written.join(" and ")}`);
