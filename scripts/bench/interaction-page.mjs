// A page of the interactions bench: opened in a fresh context with a phone's screen (412 px)
// and a CPU slowed down as for the loads, its taps measured, its steps run. What a page records:
// interaction-recorder.mjs.
//
// Driven by Puppeteer, not Playwright: Chromium prerenders nothing for a page that a DevTools
// client attaches to without the "tab" target (PrerenderingDisabledByDevTools), which is how
// Playwright attaches; Puppeteer attaches through it, so the language switch is measured as a
// visitor's Chrome makes it, prerendered page included. Only Puppeteer's own page methods are
// used: a CDP session of one's own is such a client too.
import { RECORD_INTERACTIONS, tapInteraction } from "./interaction-recorder.mjs";
import { slowdownInPage } from "./tap-control.mjs";
import { CPU_SLOWDOWN, PHONE } from "./throttled-load.mjs";

/** Long enough for a tap's entries to be reported (after its next paint) and its animation to end. */
export const AFTER_TAP_MS = 1000;
/** Quiet time after hydration before the first tap, so that taps meet an idle page. */
export const SETTLE_MS = 1000;
/** A visitor reading the page before the language switch, their first tap. */
export const READING_MS = 3000;

export const MENU = "header details:not(.language-list) > summary";

const PHONE_VIEWPORT = {
  ...PHONE.viewport,
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: PHONE.isMobile,
  hasTouch: PHONE.hasTouch,
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The recorder's entries; a document shown from a prerender gets the recorder now. */
export async function record(page) {
  return page.evaluate(`${RECORD_INTERACTIONS}; window.__benchInteractions`);
}

/** The page's clock now: what a tap sent after it is told apart by (tapInteraction). */
export const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Runs `tap` and returns the duration of the interaction it made and its start
 * (tapInteraction: the tap's own events, from after it was sent).
 */
export async function measureTap(page, tap, threshold) {
  await record(page);
  const sentAt = await pageNow(page);
  await tap();
  await sleep(AFTER_TAP_MS);
  return tapInteraction((await record(page)).events, sentAt, threshold);
}

/** A tap on the element `selector` finds, measured (measureTap): its duration in milliseconds. */
export async function tapDuration(page, selector, threshold) {
  return (await measureTap(page, () => page.tap(selector), threshold)).durationMs;
}

/**
 * Each browser's DevTools CPU throttling rate, where calibrated (calibrateRate in
 * tap-control.mjs) so that its pages run at CPU_SLOWDOWN; CPU_SLOWDOWN itself otherwise.
 */
const throttlingRates = new WeakMap();

/** The pages `browser` opens from now on are throttled at DevTools' `rate`. */
export function setThrottlingRate(browser, rate) {
  throttlingRates.set(browser, rate);
}

/** The DevTools rate `browser`'s pages are throttled at (setThrottlingRate). */
export const throttlingRate = (browser) => throttlingRates.get(browser) ?? CPU_SLOWDOWN;

/** The CPU slowdown the page's document runs at (slowdownInPage: a fixed loop timed there). */
export async function slowdownIn(page) {
  return (await slowdownInPage(page, throttlingRate(page.browser()))).factor;
}

/**
 * A fresh context (empty cache) with a phone's screen and a CPU slowed down to CPU_SLOWDOWN (at
 * the browser's rate, setThrottlingRate), `url` loaded until `waitUntil`. `clicks` gets the
 * absolute time of every click (the recorder reports them).
 */
export async function openPage(browser, url, waitUntil = "load") {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const clicks = [];
  await page.exposeFunction("__benchClicked", (at) => void clicks.push(at));
  await page.evaluateOnNewDocument(RECORD_INTERACTIONS);
  await page.setViewport(PHONE_VIEWPORT);
  await page.emulateCPUThrottling(throttlingRate(browser));
  await page.goto(url, { waitUntil });
  return { context, page, clicks };
}

/** One figure, `{ [key]: milliseconds }`, from a tap on the element `selector` finds. */
export async function tapFigure(page, key, selector, threshold) {
  return { [key]: await tapDuration(page, selector, threshold) };
}

/** Until the page at the current address is hydrated (it names its path), then quiet. */
export async function hydrated(page, settleMs = SETTLE_MS) {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-hydrated") === location.pathname,
  );
  await sleep(settleMs);
}

/**
 * Steps run one after the other on a page; a step that fails (a control missing in an older
 * build) records nothing and is reported through `warn`.
 */
export async function runSteps(steps, warn) {
  const figures = {};
  for (const [name, step] of steps) {
    try {
      Object.assign(figures, await step());
    } catch (error) {
      warn(`${name}: ${process.env.BENCH_DEBUG ? error.stack : error.message.split("\n")[0]}`);
    }
  }
  return figures;
}

/**
 * The theme button, in this build or an older one: its name (its text here, its aria-label in
 * older builds) names the theme it offers.
 */
export const themeButton = (page) =>
  page.evaluateHandle(() =>
    [...document.querySelectorAll("button")].find((candidate) =>
      /theme|thème/i.test(candidate.getAttribute("aria-label") ?? candidate.textContent ?? ""),
    ),
  );
