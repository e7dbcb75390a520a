// The interactions bench's page loads: a visitor's taps on a phone (412 px, CPU slowed down as
// for the loads), each page in a fresh context. What a page records: interaction-recorder.mjs.
//
// Driven by Puppeteer, not Playwright: Chromium prerenders nothing for a page that a DevTools
// client attaches to without the "tab" target (PrerenderingDisabledByDevTools), which is how
// Playwright attaches; Puppeteer attaches through it, so the language switch is measured as a
// visitor's Chrome makes it, prerendered page included. Only Puppeteer's own page methods are
// used: a CDP session of one's own is such a client too.
import {
  PRERENDER_READY,
  RECORD_INTERACTIONS,
  SWITCH_PAINTED_EVENT,
  switchShown,
  tapInteraction,
  watchSwitchInPlace,
} from "./interaction-recorder.mjs";
import { slowdownInPage } from "./tap-control.mjs";
import { FIRST_TAP_DELAYS_MS } from "./targets.mjs";
import { CPU_SLOWDOWN, PHONE } from "./throttled-load.mjs";

/** Long enough for a tap's entries to be reported (after its next paint) and its animation to end. */
const AFTER_TAP_MS = 1000;
/** Quiet time after hydration before the first tap, so that taps meet an idle page. */
const SETTLE_MS = 1000;
/** A visitor reading the page before the language switch, their first tap. */
const READING_MS = 3000;
/** How long a language switch may take before the round gives up on it. */
const SWITCH_TIMEOUT_MS = 15_000;
/** The language link, in this build or an older one: the header's link to the other language. */
const LANGUAGE_LINK = "header a[hreflang]";
const MENU = "header details > summary";
const THEME_DURATION_PROPERTY = "--theme-switching-duration";

const PHONE_VIEWPORT = {
  ...PHONE.viewport,
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: PHONE.isMobile,
  hasTouch: PHONE.hasTouch,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long one wait for the switch may stay pending before it is asked again. */
const SWITCH_ATTEMPT_MS = 1000;

/**
 * Resolves with the switch's figures (switchFigures) once the page shows a language other than
 * `fromLang`, painted. Not polled: each attempt is one evaluation that waits in the page on
 * events (switchShown), so nothing runs in the documents measured meanwhile; 25 ms polls
 * did, in the page left and in the page shown, as it painted. An attempt made in the document
 * being left fails when it goes (or stays pending: it is asked again after
 * SWITCH_ATTEMPT_MS), and the next one is made in the document shown.
 */
async function waitForSwitch(page, fromLang) {
  const deadline = Date.now() + SWITCH_TIMEOUT_MS;
  const expression = switchShown(fromLang);
  while (Date.now() < deadline) {
    let failed = false;
    const attempt = page.evaluate(expression).catch(() => {
      failed = true;
      return null;
    });
    const value = await Promise.race([attempt, sleep(SWITCH_ATTEMPT_MS).then(() => null)]);
    if (value) return value;
    if (failed) await sleep(10);
  }
  throw new Error(`no switch from ${fromLang} painted within ${SWITCH_TIMEOUT_MS} ms`);
}

/** The recorder's entries; a document shown from a prerender gets the recorder now. */
async function record(page) {
  return page.evaluate(`${RECORD_INTERACTIONS}; window.__benchInteractions`);
}

/** The spans (tasks or frames) overlapping [from, to], longest first: its duration, 0 if none. */
const longestWithin = (spans, from, to) =>
  Math.max(
    0,
    ...spans.filter((s) => s.start < to && s.start + s.duration > from).map((s) => s.duration),
  );

/** The page's clock now: what a tap sent after it is told apart by (tapInteraction). */
const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Runs `tap` and returns the duration of the interaction it made and its start
 * (tapInteraction: the tap's own events, from after it was sent).
 */
async function measureTap(page, tap, threshold) {
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
async function slowdownIn(page) {
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
async function tapFigure(page, key, selector, threshold) {
  return { [key]: await tapDuration(page, selector, threshold) };
}

/** Until the page at the current address is hydrated (it names its path), then quiet. */
async function hydrated(page, settleMs = SETTLE_MS) {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-hydrated") === location.pathname,
  );
  await sleep(settleMs);
}

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
 * Taps the language link and returns, in milliseconds from its click: until the other
 * language's first frame (`switch`), whether that page was prerendered, and the link's own Event
 * Timing (`link`) when the page it was tapped on is still there to report it; when the tap
 * leaves the page for another document, the interaction lasts until that document's first
 * frame. Then a tap on the phone menu right away (`tapAfter`), on the page just shown.
 */
async function languageSwitch(page, clicks, threshold) {
  const from = await page.evaluate(() => document.documentElement.lang);
  const { prerenderReadyAt } = await record(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.evaluate(watchSwitchInPlace, LANGUAGE_LINK, SWITCH_PAINTED_EVENT);
  const clicked = clicks.length;
  const sentAt = await pageNow(page);
  // A switch to another document may close the page's target during the tap's last event.
  await page.tap(LANGUAGE_LINK).catch(() => {});
  const { paintedAt, prerendered } = await waitForSwitch(page, from);
  const clickAt = clicks[clicked];
  if (clickAt === undefined) throw new Error("the language link's click was not reported");
  const switchMs = paintedAt - clickAt;
  const prerender = prerendered ? await prerenderLoaded(page, origin, prerenderReadyAt) : {};
  const tapAfter = await measureTap(page, () => page.tap(MENU), threshold);
  const sameDocument = await page.evaluate(() => Boolean(window.__benchSwitchWatched));
  // In place, the link's own interaction; to another document, until that one's first frame.
  const link = sameDocument
    ? tapInteraction((await record(page)).events, sentAt, threshold).durationMs
    : switchMs;
  return {
    switchMs,
    prerendered: prerendered ? 1 : 0,
    link,
    tapAfter: tapAfter.durationMs,
    ...prerender,
  };
}

/**
 * When the prerendered page shown now had loaded, on the page left's clock (`origin`, its
 * `performance.timeOrigin`): its load event's end, from the trigger (`readyAt`, when the page
 * left let it be prerendered), as `prerenderLoadedMs`. Its scripts have run by then; React's
 * hydration, cut into slices, goes on after it. (Puppeteer puts no init script in a prerendered
 * page, and it records no long task a page shown later can read: its load event is what it
 * tells of its prerendering.)
 */
async function prerenderLoaded(page, origin, readyAt) {
  if (readyAt === undefined) return {};
  const { timeOrigin, loadEventEnd } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    loadEventEnd: performance.getEntriesByType("navigation")[0].loadEventEnd,
  }));
  return { prerenderLoadedMs: timeOrigin + loadEventEnd - (origin + readyAt) };
}

/**
 * Steps run one after the other on a page; a step that fails (a control missing in an older
 * build) records nothing and is reported through `warn`.
 */
async function runSteps(steps, warn) {
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
 * The warm switch: after other taps, as a visitor who has used the page; with when the page
 * shown had been prerendered (prerenderLoaded: in the background, during those taps).
 */
const warmSwitch = async (page, clicks, threshold) => {
  const { switchMs, prerendered, link, prerenderLoadedMs } = await languageSwitch(
    page,
    clicks,
    threshold,
  );
  return {
    languageLink: link,
    languageSwitch: switchMs,
    languageSwitchPrerendered: prerendered,
    ...(prerenderLoadedMs !== undefined && { prerenderLoadedMs }),
  };
};

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
function homeTaps(browser, url, options, warn) {
  const { threshold } = options;
  return tapsAfterHydration(browser, url, options, warn, (page, clicks) => {
    const tap = (key, selector) => tapFigure(page, key, selector, threshold);
    return {
      whilePrerendered: [
        ["theme", () => themeSwitch(page, threshold)],
        ["tab", () => tap("tab", '[role="tab"][aria-selected="false"]')],
        ["menu", () => tap("menu", MENU)],
        ["nav link", () => tap("navLink", 'header details a[href$="#contact"]')],
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
async function homeEarlyTap(browser, url, { threshold }, warn) {
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
 * The language link as the visitor's first tap, in a load of its own, once `beforeTap(page)`
 * has run; `figures` names what languageSwitch measured; then the CPU slowdown of the document
 * shown, as figure `slowdownKey`.
 */
async function firstTapSwitch(browser, url, { threshold }, warn, switchKind) {
  const { name, beforeTap, figures, slowdownKey } = switchKind;
  const { context, page, clicks } = await openPage(browser, url, "load");
  try {
    return await runSteps(
      [
        [
          name,
          async () => {
            await beforeTap(page);
            return figures(await languageSwitch(page, clicks, threshold));
          },
        ],
        [`${name}: slowdown`, async () => ({ [slowdownKey]: await slowdownIn(page) })],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/**
 * The cold switch: the visitor's first tap is the language link, after reading for a while
 * (a recruiter who reads English, on the French page `/` leads to). Then a tap on the other
 * page at once.
 */
const COLD_SWITCH = {
  name: "cold switch",
  beforeTap: (page) => hydrated(page, READING_MS),
  figures: ({ switchMs, prerendered, tapAfter, prerenderLoadedMs }) => ({
    languageSwitchCold: switchMs,
    languageSwitchColdPrerendered: prerendered,
    tapAfterSwitch: tapAfter,
    ...(prerenderLoadedMs !== undefined && { coldPrerenderLoadedMs: prerenderLoadedMs }),
  }),
  slowdownKey: "slowdownColdShown",
};

/**
 * The limit of the cold switch: the same page from a copy of the build without its script
 * bundles (scriptless-copy.mjs), where the language link loads the other page as a plain
 * document; from the click to that page's first contentful paint.
 */
const SWITCH_LIMIT = {
  name: "limit",
  beforeTap: () => sleep(READING_MS),
  figures: ({ switchMs }) => ({ languageSwitchLimit: switchMs }),
  slowdownKey: "slowdownLimitShown",
};

/**
 * The prerendered limit: the same copy without bundles, where the browser has prerendered the
 * other page by the time of the tap, as it does the build's: what a prerender alone gives, the
 * least the cold switch can take here. The page is marked ready to prerender (PRERENDER_READY,
 * which the page's Speculation Rules wait for) once it has loaded, since without its bundles it
 * never hydrates to mark itself; the page shown is not, so it prerenders nothing back meanwhile.
 */
const SWITCH_PRERENDERED_LIMIT = {
  name: "prerendered limit",
  beforeTap: async (page) => {
    await page.evaluate(
      (attribute) => document.documentElement.setAttribute(attribute, "immediate"),
      PRERENDER_READY,
    );
    await sleep(READING_MS);
  },
  figures: ({ switchMs, prerendered }) => ({
    languageSwitchPrerenderedLimit: switchMs,
    languageSwitchPrerenderedLimitPrerendered: prerendered,
  }),
  slowdownKey: "slowdownPrerenderedLimitShown",
};

/**
 * A case study after hydration: theme, menu, then the language switch (not in the prerender's
 * A/B: only the taps made while the other page is prerendered).
 */
function caseStudyTaps(browser, url, options, warn) {
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

/**
 * The theme button, in this build or an older one: its name (its text here, its aria-label in
 * older builds) names the theme it offers.
 */
const themeButton = (page) =>
  page.evaluateHandle(() =>
    [...document.querySelectorAll("button")].find((candidate) =>
      /theme|thème/i.test(candidate.getAttribute("aria-label") ?? candidate.textContent ?? ""),
    ),
  );

/** A visitor's pace between taps on the page, before the warm switch. */
const WARM_TAP_GAP_MS = 1000;

/**
 * The warm switch: a visitor who has used the page, then switches (the common case: a
 * recruiter reads, taps around, then switches): the theme tapped twice, a tab, the theme once
 * more, a second apart, then the language link a second later.
 */
const WARM_SWITCH = {
  name: "warm switch",
  beforeTap: async (page) => {
    await hydrated(page);
    const taps = [
      async () => (await themeButton(page)).asElement().tap(),
      async () => (await themeButton(page)).asElement().tap(),
      () => page.tap('[role="tab"][aria-selected="false"]'),
      async () => (await themeButton(page)).asElement().tap(),
    ];
    for (const tap of taps) {
      await tap();
      await sleep(WARM_TAP_GAP_MS);
    }
  },
  figures: ({ switchMs, prerendered }) => ({
    languageSwitchWarm: switchMs,
    languageSwitchWarmPrerendered: prerendered,
  }),
  slowdownKey: "slowdownWarmShown",
};

/**
 * The switches over their limit, in the same round: 1 is as fast as a load. The cold and warm
 * switches, and the prerendered limit (the least they can be).
 */
export const switchesOverLimit = ({
  languageSwitchCold,
  languageSwitchWarm,
  languageSwitchPrerenderedLimit,
  languageSwitchLimit,
}) =>
  Object.fromEntries(
    [
      ["languageSwitchColdOverLimit", languageSwitchCold],
      ["languageSwitchWarmOverLimit", languageSwitchWarm],
      ["languageSwitchPrerenderedLimitOverLimit", languageSwitchPrerenderedLimit],
    ]
      .filter(([, switchMs]) => switchMs !== undefined && languageSwitchLimit)
      .map(([key, switchMs]) => [key, switchMs / languageSwitchLimit]),
  );

/**
 * Run in the page shown, before its first tap: the bench's own marks of that tap, as the
 * visitor sees it, since a tap made before hydration is held and clicked again by the page
 * (held-taps.ts), an untrusted click that Event Timing does not time. `downAt`: the finger's
 * pointerdown (its time stamp, the input's), seen first, on `window` while capturing; `paintedAt`:
 * the frame painted once the theme shown has changed (<html>'s `dark` class), a message
 * posted from that frame's animation callback being handled after it. Both on the page's clock.
 */
function watchThemeAnswer() {
  const marks = (window.__benchAnswer = {});
  marks.done = new Promise((resolve) => {
    const root = document.documentElement;
    const dark = root.classList.contains("dark");
    addEventListener(
      "pointerdown",
      (event) => {
        marks.downAt ??= event.timeStamp;
      },
      true,
    );
    const observer = new MutationObserver(() => {
      if (root.classList.contains("dark") === dark) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          marks.paintedAt = performance.now();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(root, { attributeFilter: ["class"] });
  });
}

/** How long the page shown may take to answer its first tap (a held tap waits for hydration). */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * The first tap on the page shown (`shownAt`: its first frame, absolute), made `delayMs` after
 * it: the theme button, timed by watchThemeAnswer, from the finger to the new theme painted.
 * Returns `{ answerMs, tappedAfterMs }` (when the finger came down, after the page showed).
 */
async function firstTapAnswer(page, shownAt, delayMs) {
  await page.evaluate(watchThemeAnswer);
  const button = await themeButton(page);
  const now = await page.evaluate(() => performance.timeOrigin + performance.now());
  await sleep(Math.max(0, shownAt + delayMs - now));
  await button.asElement().tap();
  const marks = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        window.__benchAnswer.done,
        new Promise((resolve) => setTimeout(resolve, timeoutMs)),
      ]).then(() => ({ ...window.__benchAnswer, origin: performance.timeOrigin })),
    ANSWER_TIMEOUT_MS,
  );
  if (marks.paintedAt === undefined || marks.downAt === undefined) {
    throw new Error(`the tap ${delayMs} ms after the page showed was not answered`);
  }
  return {
    answerMs: marks.paintedAt - marks.downAt,
    tappedAfterMs: marks.origin + marks.downAt - shownAt,
  };
}

/**
 * The first tap after a switch, `delayMs` after the other page shows (firstTapAnswer), in a
 * load of its own: the page read for a while, then the language link.
 */
async function firstTapAfterSwitch(browser, url, delayMs) {
  const { context, page, clicks } = await openPage(browser, url, "load");
  try {
    await hydrated(page, READING_MS);
    const from = await page.evaluate(() => document.documentElement.lang);
    const clicked = clicks.length;
    await page.tap(LANGUAGE_LINK).catch(() => {});
    const { paintedAt, prerendered } = await waitForSwitch(page, from);
    if (clicks[clicked] === undefined)
      throw new Error("the language link's click was not reported");
    return { ...(await firstTapAnswer(page, paintedAt, delayMs)), prerendered };
  } finally {
    await context.close();
  }
}

/**
 * The same tap after a plain load of the page the switch shows (`url`), `delayMs` after its
 * first contentful paint: from a blank page, the load is awaited as a switch to another
 * document is (waitForSwitch), so the tap can come before the load ends.
 */
async function firstTapAfterLoad(browser, url, delayMs) {
  const { context, page } = await openPage(browser, "about:blank");
  try {
    void page.goto(url, { waitUntil: "load" }).catch(() => {});
    const { paintedAt } = await waitForSwitch(page, "");
    return await firstTapAnswer(page, paintedAt, delayMs);
  } finally {
    await context.close();
  }
}

/** The other language's address of a page: where its language link leads. */
const otherLanguageUrl = async (browser, url) => {
  const { context, page } = await openPage(browser, url, "domcontentloaded");
  try {
    return await page.$eval(LANGUAGE_LINK, (link) => link.href);
  } finally {
    await context.close();
  }
};

/**
 * The first tap after a switch from a home page, at each of FIRST_TAP_DELAYS_MS after the
 * other page shows, against the same tap at the same moment after a plain load of that page:
 * `firstTap<delay>`, `firstTapLoad<delay>` (ms from the finger to the answer painted) and
 * their ratio, round by round, `firstTap<delay>OverLoad`.
 */
async function firstTapsAfterSwitch(browser, url, warn) {
  let otherUrl;
  try {
    otherUrl = await otherLanguageUrl(browser, url);
  } catch (error) {
    warn(`first tap after a switch: ${error.message.split("\n")[0]}`);
    return {};
  }
  const steps = FIRST_TAP_DELAYS_MS.map((delayMs) => [
    `first tap ${delayMs} ms after a switch`,
    async () => {
      const switched = await firstTapAfterSwitch(browser, url, delayMs);
      const loaded = await firstTapAfterLoad(browser, otherUrl, delayMs);
      return {
        [`firstTap${delayMs}`]: switched.answerMs,
        [`firstTap${delayMs}Prerendered`]: switched.prerendered ? 1 : 0,
        [`firstTapLoad${delayMs}`]: loaded.answerMs,
        [`firstTap${delayMs}OverLoad`]: switched.answerMs / loaded.answerMs,
      };
    },
  ]);
  return runSteps(steps, warn);
}

/**
 * One round of a page's interactions, with `browser` a Puppeteer Chromium: its taps (two loads
 * for a home page, one for a case study), the cold language switch and, from `limitUrl` (the
 * same page without its scripts), the switch's limit (and, outside the prerender's A/B, the
 * prerendered limit), and the CPU slowdown timed in each kind of document (slowdownInPage).
 * With `prerenderTrigger` (the prerender's A/B: readyForTaps), the taps after hydration start
 * while the other page is prerendered. Returns `{ [figure]: milliseconds }`
 * (interaction-summary.mjs names them; the `slowdown...` figures are factors); `warn` gets the
 * steps that failed.
 */
export async function measureInteractions(browser, url, options, warn) {
  const { homePage, limitUrl } = options;
  const taps = homePage
    ? {
        ...(await homeTaps(browser, url, options, warn)),
        ...(options.prerenderTrigger ? {} : await homeEarlyTap(browser, url, options, warn)),
      }
    : await caseStudyTaps(browser, url, options, warn);
  // The prerender's A/B times the taps made while the other page is prerendered, and the
  // cold switch; the warm switch and the first tap after a switch are the single build's.
  const full = !options.prerenderTrigger;
  const switches = {
    ...(await firstTapSwitch(browser, url, options, warn, COLD_SWITCH)),
    ...(full && homePage ? await firstTapSwitch(browser, url, options, warn, WARM_SWITCH) : {}),
    ...(limitUrl ? await firstTapSwitch(browser, limitUrl, options, warn, SWITCH_LIMIT) : {}),
    ...(full && limitUrl
      ? await firstTapSwitch(browser, limitUrl, options, warn, SWITCH_PRERENDERED_LIMIT)
      : {}),
  };
  const firstTaps = full && homePage ? await firstTapsAfterSwitch(browser, url, warn) : {};
  return { ...taps, ...switches, ...switchesOverLimit(switches), ...firstTaps };
}
