// The interactions bench's page loads: a visitor's taps on a phone (412 px, CPU slowed down as
// for the loads), each page in a fresh context. What a page records: interaction-recorder.mjs.
//
// Driven by Puppeteer, not Playwright: Chromium prerenders nothing for a page that a DevTools
// client attaches to without the "tab" target (PrerenderingDisabledByDevTools), which is how
// Playwright attaches; Puppeteer attaches through it, so the language switch is measured as a
// visitor's Chrome makes it, prerendered page included. Only Puppeteer's own page methods are
// used: a CDP session of one's own is such a client too.
import { RECORD_INTERACTIONS, switchFigures, watchSwitchInPlace } from "./interaction-recorder.mjs";
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

/** How often a condition in the page is checked while a switch comes. */
const POLL_MS = 25;

/**
 * Resolves with what `check(arg)` returns in the page once it is truthy. Polled from here, not
 * with waitForFunction: while a document replaces another, an evaluation may meet neither, and
 * is simply tried again.
 */
async function pollPage(page, check, arg, timeoutMs = SWITCH_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await page.evaluate(check, arg).catch(() => null);
    if (value) return value;
    await sleep(POLL_MS);
  }
  throw new Error(`no ${check.name || "condition"} within ${timeoutMs} ms`);
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

/**
 * Runs `tap` and returns the duration of the interaction it made (the longest entry of the first
 * new interaction) and its start. A tap answered within the reporting threshold leaves no
 * entry: it counts as that threshold, an upper bound.
 */
async function measureTap(page, tap, threshold) {
  const before = new Set((await record(page)).events.map((entry) => entry.id));
  await tap();
  await sleep(AFTER_TAP_MS);
  const fresh = (await record(page)).events.filter((entry) => !before.has(entry.id));
  if (fresh.length === 0) return { durationMs: threshold, start: null };
  const first = fresh.reduce((a, b) => (b.start < a.start ? b : a));
  const entries = fresh.filter((entry) => entry.id === first.id);
  return { durationMs: Math.max(...entries.map((entry) => entry.duration)), start: first.start };
}

/**
 * A fresh context (empty cache) with a phone's screen and a slowed-down CPU, `url` loaded until
 * `waitUntil`. `clicks` gets the absolute time of every click (the recorder reports them).
 */
async function openPage(browser, url, waitUntil) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const clicks = [];
  await page.exposeFunction("__benchClicked", (at) => void clicks.push(at));
  await page.evaluateOnNewDocument(RECORD_INTERACTIONS);
  await page.setViewport(PHONE_VIEWPORT);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  await page.goto(url, { waitUntil });
  return { context, page, clicks };
}

/** One figure, `{ [key]: milliseconds }`, from a tap on the element `selector` finds. */
async function tapFigure(page, key, selector, threshold) {
  return { [key]: (await measureTap(page, () => page.tap(selector), threshold)).durationMs };
}

/** Until the page at the current address is hydrated (it names its path), then quiet. */
async function hydrated(page, settleMs = SETTLE_MS) {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-hydrated") === location.pathname,
  );
  await sleep(settleMs);
}

/** The theme button's tap, and the longest task and frame while the switch animates. */
async function themeSwitch(page, threshold) {
  const button = await page.evaluateHandle(() =>
    [...document.querySelectorAll("button")].find((candidate) =>
      /theme|thème/i.test(candidate.getAttribute("aria-label") ?? ""),
    ),
  );
  const tap = await measureTap(page, () => button.asElement().tap(), threshold);
  const animationMs = await page.evaluate(
    (name) => parseFloat(document.documentElement.style.getPropertyValue(name)) || 0,
    THEME_DURATION_PROPERTY,
  );
  const { tasks, frames } = await record(page);
  const from = tap.start ?? 0;
  return {
    theme: tap.durationMs,
    themeLongestTask: longestWithin(tasks, from, from + animationMs),
    themeLongestFrame: longestWithin(frames, from, from + animationMs),
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
  const before = new Set((await record(page)).events.map((entry) => entry.id));
  await page.evaluate(watchSwitchInPlace, LANGUAGE_LINK);
  const clicked = clicks.length;
  // A switch to another document may close the page's target during the tap's last event.
  await page.tap(LANGUAGE_LINK).catch(() => {});
  await pollPage(
    page,
    function otherLanguage(lang) {
      return document.documentElement.lang !== lang && document.readyState !== "loading";
    },
    from,
  );
  const { paintedAt, prerendered } = await pollPage(page, switchFigures);
  const clickAt = clicks[clicked];
  if (clickAt === undefined) throw new Error("the language link's click was not reported");
  const switchMs = paintedAt - clickAt;
  const tapAfter = await measureTap(page, () => page.tap(MENU), threshold);
  const sameDocument = await page.evaluate(() => Boolean(window.__benchSwitchWatched));
  const linkEntries = sameDocument
    ? (await record(page)).events.filter((entry) => !before.has(entry.id))
    : [];
  const link = linkEntries.length
    ? Math.max(...linkEntries.filter((e) => e.id === linkEntries[0].id).map((e) => e.duration))
    : switchMs;
  return { switchMs, prerendered: prerendered ? 1 : 0, link, tapAfter: tapAfter.durationMs };
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

/** The warm switch: after other taps, as a visitor who has used the page. */
const warmSwitch = async (page, clicks, threshold) => {
  const { switchMs, prerendered, link } = await languageSwitch(page, clicks, threshold);
  return { languageLink: link, languageSwitch: switchMs, languageSwitchPrerendered: prerendered };
};

/** A home page after hydration: theme, tab, menu, nav link, contact send, then the language switch. */
async function homeTaps(browser, url, threshold, warn) {
  const { context, page, clicks } = await openPage(browser, url, "load");
  const tap = (key, selector) => tapFigure(page, key, selector, threshold);
  try {
    await hydrated(page);
    return await runSteps(
      [
        ["theme", () => themeSwitch(page, threshold)],
        ["tab", () => tap("tab", '[role="tab"][aria-selected="false"]')],
        ["menu", () => tap("menu", MENU)],
        ["nav link", () => tap("navLink", 'header details a[href$="#contact"]')],
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
        ["language switch", () => warmSwitch(page, clicks, threshold)],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/** A home page: a nav link (the brand's, to #home) tapped at DOMContentLoaded, then a card link. */
async function homeEarlyTap(browser, url, threshold, warn) {
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
 * has run; `figures` names what languageSwitch measured.
 */
async function firstTapSwitch(browser, url, threshold, warn, { name, beforeTap, figures }) {
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
  figures: ({ switchMs, prerendered, tapAfter }) => ({
    languageSwitchCold: switchMs,
    languageSwitchColdPrerendered: prerendered,
    tapAfterSwitch: tapAfter,
  }),
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
};

/** A case study after hydration: theme, menu, then the language switch. */
async function caseStudyTaps(browser, url, threshold, warn) {
  const { context, page, clicks } = await openPage(browser, url, "load");
  try {
    await hydrated(page);
    return await runSteps(
      [
        ["theme", () => themeSwitch(page, threshold)],
        ["menu", () => tapFigure(page, "menu", MENU, threshold)],
        ["language switch", () => warmSwitch(page, clicks, threshold)],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/** The cold switch over its limit, in the same round: 1 is as fast as loading the other page. */
const coldOverLimit = ({ languageSwitchCold, languageSwitchLimit }) =>
  languageSwitchCold !== undefined && languageSwitchLimit
    ? { languageSwitchColdOverLimit: languageSwitchCold / languageSwitchLimit }
    : {};

/**
 * One round of a page's interactions, with `browser` a Puppeteer Chromium: its taps (two loads
 * for a home page, one for a case study), the cold language switch and, from `limitUrl` (the
 * same page without its scripts), the switch's limit. Returns `{ [figure]: milliseconds }`
 * (interaction-summary.mjs names them); `warn` gets the steps that failed.
 */
export async function measureInteractions(browser, url, { homePage, threshold, limitUrl }, warn) {
  const taps = homePage
    ? {
        ...(await homeTaps(browser, url, threshold, warn)),
        ...(await homeEarlyTap(browser, url, threshold, warn)),
      }
    : await caseStudyTaps(browser, url, threshold, warn);
  const switches = {
    ...(await firstTapSwitch(browser, url, threshold, warn, COLD_SWITCH)),
    ...(limitUrl ? await firstTapSwitch(browser, limitUrl, threshold, warn, SWITCH_LIMIT) : {}),
  };
  return { ...taps, ...switches, ...coldOverLimit(switches) };
}
