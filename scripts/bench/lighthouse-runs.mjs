// Lighthouse through its Node API: default config, i.e. mobile emulation and simulated
// throttling (slow 4G, 4x CPU slowdown), in a fresh headless Chromium for every run.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { runsWithScriptsBeforeLcp, scriptsBeforeLcp } from "./lcp-race.mjs";
import { median } from "./median.mjs";
import { waitForQuietMachine } from "./quiet-machine.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
  speedIndexMs: "speed-index",
};

/**
 * Scores (0-100), metrics, the audits that cost points, and which of the site's scripts ran
 * before the largest paint (lcp-race.mjs), of one run.
 */
function summarize({ lhr, artifacts }, origin) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue]),
  );
  const failedAudits = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const observedLcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  return {
    scores,
    ...metrics,
    scriptsBeforeLcp: scriptsBeforeLcp(artifacts.Trace.traceEvents, origin, observedLcpMs),
    failedAudits,
    warnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART with recent Chromium) and asks
 * to be run again: a run is attempted this many times.
 */
const ATTEMPTS_PER_RUN = 3;

async function runOnce(url) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, "--headless=new"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return summarize(result, new URL(url).origin);
  } finally {
    chrome.kill();
  }
}

async function runWithRetries(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.warn(`[bench] ${error.message} Running it again.`);
    }
  }
}

/**
 * Each score and metric of one page: the median of its runs; and in how many runs the scripts
 * ran before the largest paint.
 */
function medianOf(runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  );
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((name) => [name, median(runs.map((run) => run[name]))]),
  );
  return { scores, ...metrics, scriptsBeforeLcpRuns: runsWithScriptsBeforeLcp(runs), runs };
}

/**
 * Runs Lighthouse on each URL of `order` (`[{ pass, url }]`, in the order given, a URL
 * appearing once per pass), each run once the machine is quiet, and returns the medians by
 * URL. Callers interleave the pages and builds (interleave.mjs), so a slow spell of the
 * machine does not land on one page's runs only.
 */
export async function lighthouseMedians(order, onRun = () => {}) {
  const runsByUrl = new Map(order.map(({ url }) => [url, []]));
  for (const { pass, url } of order) {
    onRun(url, pass);
    const cpuBusyBefore = await waitForQuietMachine();
    runsByUrl.get(url).push({ ...(await runWithRetries(url)), cpuBusyBefore });
  }
  return new Map([...runsByUrl].map(([url, runs]) => [url, medianOf(runs)]));
}
