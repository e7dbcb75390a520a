// The interactions bench's known-answer control: a near-empty page, served by the bench, whose
// button's click handler runs a fixed loop. The loop is timed unthrottled in the same browser,
// so at the bench's CPU slowdown the handler takes a known time more than the same tap with
// no work: the bench, driving the page and reading Event Timing exactly as it does the site's
// taps, must read that difference within one Event Timing step (tap-control-check.mjs). The
// same loop, timed in each document measured, tells the slowdown that document really ran at.
import { createServer } from "node:http";
import { nextCalibrationRate } from "./tap-control-check.mjs";

/** Iterations of the fixed loop the slowdown is timed with (about 20 ms unthrottled here). */
export const LOOP_ITERATIONS = 4_000_000;
/** What the handler's work should add to the control's tap at the bench's slowdown. */
export const CONTROL_WORK_TARGET_MS = 96;
/** Taps of each kind (without and with the work) per round. */
const CONTROL_TAPS = 3;
const CONTROL_BUTTON = "#control";

/**
 * The fixed loop, run in a page (`page.evaluate`): its time in milliseconds by the page's clock,
 * the median of the last three of five runs (the first ones compile and optimise it).
 */
export function timeLoopInPage(iterations) {
  const loop = (n) => {
    let x = 0;
    for (let i = 0; i < n; i += 1) x = (Math.imul(x, 31) + i) | 0;
    return x;
  };
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    window.__benchLoopResult = loop(iterations);
    times.push(performance.now() - start);
  }
  const last = times.slice(2).sort((a, b) => a - b);
  return last[1];
}

/**
 * The control page: a button whose click runs `spin(<iterations>)` (`?work=<iterations>`), the
 * fixed loop, then shows its result, so that the tap's next frame has something to paint. The
 * loop is run once as the page loads, so that the taps run it compiled and optimised.
 */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench: known-answer tap</title>
</head>
<body>
<button id="control" type="button" style="font: 20px sans-serif; width: 240px; height: 64px">Tap</button>
<p id="result">0</p>
<script>
window.spin = (n) => {
  let x = 0;
  for (let i = 0; i < n; i += 1) x = (Math.imul(x, 31) + i) | 0;
  return x;
};
const work = Number(new URLSearchParams(location.search).get("work")) || 0;
const result = document.getElementById("result");
result.textContent = String(spin(work));
document.getElementById("control").addEventListener("click", () => {
  result.textContent = String(spin(work));
});
</script>
</body>
</html>
`;

/** The page's own `spin`, timed as timeLoopInPage times its loop. */
function timeSpinInPage(iterations) {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    window.spin(iterations);
    times.push(performance.now() - start);
  }
  const last = times.slice(2).sort((a, b) => a - b);
  return last[1];
}

/**
 * The CPU slowdown the document in `page` (Puppeteer, throttled at `rate`) runs at: `time`
 * (timeLoopInPage, or timeSpinInPage on the control page) timed there as it is, then with the
 * throttling off (the faster of two runs) and on again. Timed in the same document, one run
 * after the other, so that a slow spell of the machine or another document's state cannot
 * pass for the throttling's. Returns `{ factor, unthrottledMs }` (the time for LOOP_ITERATIONS).
 */
export async function slowdownInPage(page, rate, time = timeLoopInPage) {
  const throttledMs = await page.evaluate(time, LOOP_ITERATIONS);
  await page.emulateCPUThrottling(1);
  try {
    const unthrottledMs = Math.min(
      await page.evaluate(time, LOOP_ITERATIONS),
      await page.evaluate(time, LOOP_ITERATIONS),
    );
    return { factor: throttledMs / unthrottledMs, unthrottledMs };
  } finally {
    await page.emulateCPUThrottling(rate);
  }
}

/** At most this many rates are tried by calibrateRate. */
const CALIBRATION_STEPS = 5;

/**
 * The DevTools CPU throttling rate at which a page of `browser` runs at `target` times its
 * unthrottled speed (slowdownInPage, in the control page opened with `open(url)`, as the bench
 * opens every page): DevTools throttles by pausing the page's main thread, and on a busy
 * 2-core machine the pauses overrun, so that rate 4 ran pages at 4.3-4.6x. As DevTools'
 * calibrated presets do (https://developer.chrome.com/docs/devtools/settings/throttling), the
 * rate is tuned on this machine until the page runs at `target`: each figure then holds at the
 * slowdown it names, and the control's known answer can be read. Returns `{ rate, factor }`:
 * the first rate within the tolerance, or else the closest of CALIBRATION_STEPS, and the
 * slowdown timed at it.
 */
export async function calibrateRate(origin, target, open) {
  const { context, page } = await open(`${origin}/`);
  try {
    // The rate tried whose slowdown came closest to the aim, should none come within the tolerance.
    let best = null;
    let rate = target;
    for (let step = 0; step < CALIBRATION_STEPS; step += 1) {
      await page.emulateCPUThrottling(rate);
      const { factor } = await slowdownInPage(page, rate, timeSpinInPage);
      if (!best || Math.abs(factor - target) < Math.abs(best.factor - target)) {
        best = { rate, factor };
      }
      const next = nextCalibrationRate(rate, factor, target);
      if (next.done) break;
      rate = next.rate;
    }
    return best;
  } finally {
    await context.close();
  }
}

/** Serves the control page on a free port until `stop()`: `{ origin, stop }`. */
export async function serveControlPage() {
  const server = createServer((request, response) => {
    response.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    });
    response.end(CONTROL_PAGE);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://localhost:${server.address().port}`,
    stop: () => server.close(),
  };
}

/** `spin`'s time unthrottled for LOOP_ITERATIONS (the fastest of three), in a fresh context of `browser`. */
export async function unthrottledSpinMs(browser, origin) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: "load" });
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push(await page.evaluate(timeSpinInPage, LOOP_ITERATIONS));
    return Math.min(...times);
  } finally {
    await context.close();
  }
}

/** The handler's iterations for CONTROL_WORK_TARGET_MS at `slowdown`, from `spin`'s time unthrottled. */
export const controlWorkIterations = (spinMs, slowdown) =>
  Math.round((LOOP_ITERATIONS * CONTROL_WORK_TARGET_MS) / (slowdown * spinMs));

/**
 * One round of the control: the control page opened with `open(url)` (the bench's own way:
 * throttled at DevTools' `rate`, calibrated for the `target` slowdown (calibrateRate), phone,
 * recorder) with and without work, its button tapped and read with
 * `measure(page, selector)` (the bench's tap figure), CONTROL_TAPS times each; then, in the
 * page with work, its `spin` timed throttled and unthrottled (slowdownInPage): what the work
 * takes unthrottled, and the slowdown the page ran at. The work is `iterations` of the loop,
 * or, in the first round, CONTROL_WORK_TARGET_MS's worth (controlWorkIterations of `spin`
 * timed in a fresh unthrottled page), then kept for the session. Returns `{ iterations,
 * workMs, emptyTaps, workTaps, slowdown }` (tap-control-check.mjs).
 */
export async function controlRound(browser, origin, iterations, { open, measure, rate, target }) {
  const work =
    iterations ?? controlWorkIterations(await unthrottledSpinMs(browser, origin), target);
  const round = { iterations: work, emptyTaps: [], workTaps: [], workMs: null, slowdown: null };
  for (const [key, iterationsNow] of [
    ["workTaps", work],
    ["emptyTaps", 0],
  ]) {
    const { context, page } = await open(`${origin}/?work=${iterationsNow}`);
    try {
      for (let i = 0; i < CONTROL_TAPS; i += 1) {
        round[key].push(await measure(page, CONTROL_BUTTON));
      }
      if (iterationsNow) {
        const { factor, unthrottledMs } = await slowdownInPage(page, rate, timeSpinInPage);
        round.workMs = (unthrottledMs * work) / LOOP_ITERATIONS;
        round.slowdown = factor;
      }
    } finally {
      await context.close();
    }
  }
  return round;
}
