// The taps of the interactions bench after a page is hydrated: on a home page (theme, tab, menu,
// nav link, contact send, then its warm switch), one made before hydration, and on a case study;
// in the prerender's A/B, from the prerender's trigger, with an idle throttled page beside.
import { PRERENDER_READY } from "./interaction-recorder.mjs";
import {
  AFTER_TAP_MS,
  hydrated,
  measureTap,
  MENU,
  openPage,
  record,
  runSteps,
  SETTLE_MS,
  sleep,
  slowdownIn,
  tapFigure,
  themeButton,
  throttlingRate,
} from "./interaction-page.mjs";
import { LANGUAGE_LIST, warmSwitch } from "./interaction-switches.mjs";

const THEME_DURATION_PROPERTY = "--theme-switching-duration";

/** The spans (tasks or frames) overlapping [from, to], longest first: its duration, 0 if none. */
const longestWithin = (spans, from, to) =>
  Math.max(
    0,
    ...spans.filter((s) => s.start < to && s.start + s.duration > from).map((s) => s.duration),
  );

/** How long a page may take to put PRERENDER_READY on after it is hydrated. */
const TRIGGER_TIMEOUT_MS = 5000;

/** Run in the page: resolves once <html> has `attribute`, or false after `timeoutMs`. */
function waitForAttribute(attribute, timeoutMs) {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute(attribute)) return resolve(true);
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve(true);
    });
    observer.observe(root, { attributeFilter: [attribute] });
    setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, timeoutMs);
  });
}

/**
 * In the prerender's A/B, the first tap (the theme button) comes this long after the page let
 * the other page be prerendered: while that prerender loads and runs its scripts (its load
 * event came 260-530 ms after the trigger on /fr/ at 4x); the next taps follow a second apart.
 */
const FIRST_TAP_AFTER_TRIGGER_MS = 200;

/**
 * An idle blank page, throttled as the bench's pages are, in a context of its own (so a
 * renderer process of its own); resolves with that context, null if it could not be opened.
 *
 * It stands in, on the side without prerendering, for what an idle prerendered page costs the
 * machine here and not on a phone. On Linux, DevTools' CPU throttling interrupts the renderer's
 * main thread every 200 µs and spins in the signal handler, whether the thread has work or not
 * (ThrottlingThread in Chromium's thread_cpu_throttler.cc:
 * https://source.chromium.org/chromium/chromium/src/+/main:third_party/blink/renderer/platform/scheduler/common/thread_cpu_throttler.cc),
 * and Puppeteer throttles a prerendered page as it throttles the page that prerenders it (it
 * syncs its emulation to the prerender's session: registerSpeculativeSession in its
 * EmulationManager), so that it is throttled once shown. A throttled process with nothing to do
 * spins through about 85 % of a core: a prerendered page, idle once loaded, took one of this
 * machine's two cores from the page being tapped for as long as it lived.
 */
async function openIdleThrottledPage(browser, warn) {
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.emulateCPUThrottling(throttlingRate(browser));
    return context;
  } catch (error) {
    warn(`idle throttled page: ${error.message.split("\n")[0]}`);
    return null;
  }
}

/**
 * Before a load's taps: until the page is hydrated, then a second of quiet; with
 * `prerenderTrigger` (the prerender's A/B), until the page lets the other page be prerendered
 * (PRERENDER_READY), then FIRST_TAP_AFTER_TRIGGER_MS, on every side alike. With
 * `idleThrottledPage`, an idle throttled page (openIdleThrottledPage) is opened at the trigger,
 * as a prerender's process starts then, if the trigger came: resolves with its context, to
 * close once the load's taps are done (null without one).
 */
async function readyForTaps(page, { prerenderTrigger, idleThrottledPage }, warn) {
  if (!prerenderTrigger) {
    await hydrated(page);
    return null;
  }
  await hydrated(page, 0);
  const triggered = await page.evaluate(waitForAttribute, PRERENDER_READY, TRIGGER_TIMEOUT_MS);
  // Only where a prerender would have started: a page that never let it start has none.
  const idlePage =
    idleThrottledPage && triggered ? openIdleThrottledPage(page.browser(), warn) : null;
  await sleep(FIRST_TAP_AFTER_TRIGGER_MS);
  return idlePage;
}

/** The theme button's tap, and the longest task and frame while the switch animates. */
async function themeSwitch(page, threshold) {
  const button = await themeButton(page);
  const tap = await measureTap(page, () => button.asElement().tap(), threshold);
  const animationMs = await page.evaluate(
    (name) => parseFloat(document.documentElement.style.getPropertyValue(name)) || 0,
    THEME_DURATION_PROPERTY,
  );
  const { tasks, frames, prerenderReadyAt } = await record(page);
  const from = tap.start ?? 0;
  return {
    theme: tap.durationMs,
    themeLongestTask: longestWithin(tasks, from, from + animationMs),
    themeLongestFrame: longestWithin(frames, from, from + animationMs),
    ...(tap.start !== null &&
      prerenderReadyAt !== undefined && { themeAfterTriggerMs: tap.start - prerenderReadyAt }),
  };
}

/**
 * Steps timing the CPU slowdown of the page's document (slowdownIn), as figure `key`, then a
 * second of quiet: for the document the taps were measured in, before its language switch.
 */
const slowdownStep = (page, key) => [
  "slowdown",
  async () => {
    const figure = { [key]: await slowdownIn(page) };
    await sleep(SETTLE_MS);
    return figure;
  },
];

/**
 * A load's taps after hydration, from `url` (readyForTaps): `stepsFor(page, clicks)` gives the
 * steps `whilePrerendered` (in the prerender's A/B, `prerenderTrigger`, only those) and
 * `afterwards`. Closes the page, and the idle throttled page opened beside it if any.
 */
async function tapsAfterHydration(browser, url, options, warn, stepsFor) {
  const { context, page, clicks } = await openPage(browser, url, "load");
  let idlePage = null;
  try {
    idlePage = await readyForTaps(page, options, warn);
    const { whilePrerendered, afterwards } = stepsFor(page, clicks);
    const steps = options.prerenderTrigger
      ? whilePrerendered
      : [...whilePrerendered, ...afterwards];
    return await runSteps(steps, warn);
  } finally {
    await context.close();
    await idlePage?.close();
  }
}

/**
 * A home page after hydration: theme, tab, menu, nav link, then contact send and the language
 * switch; in the prerender's A/B (`prerenderTrigger`), only the four taps made while the other
 * page is prerendered.
 */
export function homeTaps(browser, url, options, warn) {
  const { threshold } = options;
  return tapsAfterHydration(browser, url, options, warn, (page, clicks) => {
    const tap = (key, selector) => tapFigure(page, key, selector, threshold);
    return {
      whilePrerendered: [
        ["theme", () => themeSwitch(page, threshold)],
        ["tab", () => tap("tab", '[role="tab"][aria-selected="false"]')],
        ["menu", () => tap("menu", MENU)],
        ["nav link", () => tap("navLink", 'header details a[href$="#contact"]')],
        // On a site of three languages or more: the list's summary, opening it.
        [
          "language list",
          async () => ((await page.$(LANGUAGE_LIST)) ? tap("languageList", LANGUAGE_LIST) : {}),
        ],
      ],
      afterwards: [
        [
          "contact send",
          async () => {
            await page.type('#contact form [name="name"]', "Bench");
            await page.type('#contact form [name="email"]', "bench@example.org");
            await page.type('#contact form [name="message"]', "A message from the bench.");
            await sleep(AFTER_TAP_MS);
            // The send's own tap: EmailJS is not reached (its host does not resolve:
            // interaction-runs.mjs), and its failure comes after the tap's next paint, which is
            // what is measured.
            return tap("contactSend", '#contact form button[type="submit"]');
          },
        ],
        slowdownStep(page, "slowdownPage"),
        ["language switch", () => warmSwitch(page, clicks, threshold)],
        ["slowdown shown", async () => ({ slowdownShown: await slowdownIn(page) })],
      ],
    };
  });
}

/** A home page: a nav link (the brand's, to #home) tapped at DOMContentLoaded, then a card link. */
export async function homeEarlyTap(browser, url, { threshold }, warn) {
  const { context, page } = await openPage(browser, url, "domcontentloaded");
  try {
    return await runSteps(
      [
        ["early tap", () => tapFigure(page, "earlyTap", 'header nav a[href$="#home"]', threshold)],
        [
          "card link",
          async () => {
            await hydrated(page);
            return tapFigure(page, "cardLink", '#showcase a[href*="fleet-app/"]', threshold);
          },
        ],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/**
 * A case study after hydration: theme, menu, then the language switch (not in the prerender's
 * A/B: only the taps made while the other page is prerendered).
 */
export function caseStudyTaps(browser, url, options, warn) {
  const { threshold } = options;
  return tapsAfterHydration(browser, url, options, warn, (page, clicks) => ({
    whilePrerendered: [
      ["theme", () => themeSwitch(page, threshold)],
      ["menu", () => tapFigure(page, "menu", MENU, threshold)],
    ],
    afterwards: [
      slowdownStep(page, "slowdownPage"),
      ["language switch", () => warmSwitch(page, clicks, threshold)],
      ["slowdown shown", async () => ({ slowdownShown: await slowdownIn(page) })],
    ],
  }));
}
