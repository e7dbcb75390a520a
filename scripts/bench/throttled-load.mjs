// One page load in Chromium with DevTools' CPU throttling, measuring the main thread's work
// as it happened. Lighthouse's TBT is simulated from a wall-clock trace and swings 0.56-5.07x
// between two servers of the same build on this shared machine; long tasks observed under a
// 4x slowdown moved 0.77-1.19x (docs/performance.md, "How to measure").
import { blockingTimeMs } from "./blocking-time.mjs";

export const CPU_SLOWDOWN = 4;
/** Work after the load event counts too (hydration, deferred sections): watched this long. */
export const SETTLE_AFTER_LOAD_MS = 4000;

/** Lighthouse's mobile device (Moto G Power): the same layout, so the same sections on screen. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The mark React's first commit puts on <html> (src/hydration/page-marks.ts). */
const HYDRATED_ATTRIBUTE = "data-hydrated";

// Registered before any script of the page runs (an init script), so that no long task of
// the load is missed; `buffered` also brings in those queued before the observer. Also when
// the page was hydrated, from the navigation's start (the page's clock): the init script runs
// before <html> exists, so the document is watched.
const RECORD_LONG_TASKS = `(() => {
  window.__benchLongTaskMs = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTaskMs.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const hydrated = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute("${HYDRATED_ATTRIBUTE}")) return;
    window.__benchHydratedMs = performance.now();
    hydrated.disconnect();
  });
  hydrated.observe(document, { subtree: true, attributeFilter: ["${HYDRATED_ATTRIBUTE}"] });
})();`;

/**
 * Loads `url` in a fresh context of `browser` (a Playwright Chromium; empty cache) with the
 * CPU slowed down, and returns `{ blockingMs, longTasks, longestTaskMs, scriptMs, hydratedMs }`:
 * blocking time from the start until SETTLE_AFTER_LOAD_MS after the load event, the number of
 * long tasks and the longest (0 when none), the renderer's script time (CDP
 * Performance.getMetrics ScriptDuration), and when React had hydrated the page, from the
 * navigation's start (null for a page it never hydrates: the scriptless limit), all in
 * throttled milliseconds.
 */
export async function measureThrottledLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_AFTER_LOAD_MS);
    const { taskMs, hydratedMs } = await page.evaluate(() => ({
      taskMs: window.__benchLongTaskMs,
      hydratedMs: window.__benchHydratedMs ?? null,
    }));
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptSeconds = metrics.find((metric) => metric.name === "ScriptDuration")?.value;
    return {
      blockingMs: blockingTimeMs(taskMs),
      longTasks: taskMs.length,
      longestTaskMs: Math.max(0, ...taskMs),
      hydratedMs,
      scriptMs: scriptSeconds === undefined ? null : scriptSeconds * 1000,
    };
  } finally {
    await context.close();
  }
}
