// The interactions bench's page loads: a visitor's taps on a phone (412 px, CPU slowed down as
// for the loads), each page in a fresh context. What a page records: interaction-recorder.mjs.
import { RECORD_INTERACTIONS, watchLanguageSwitch } from "./interaction-recorder.mjs";
import { CPU_SLOWDOWN, PHONE } from "./throttled-load.mjs";

/** Long enough for a tap's entries to be reported (after its next paint) and its animation to end. */
const AFTER_TAP_MS = 1000;
/** Quiet time after hydration before the first tap, so that taps meet an idle page. */
const SETTLE_MS = 1000;
const HYDRATED = "html[data-hydrated]";
const LANGUAGE_LINK = "a[data-keep-hash]";
const THEME_DURATION_PROPERTY = "--theme-switching-duration";

const record = (page) => page.evaluate(() => window.__benchInteractions);

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
  await page.waitForTimeout(AFTER_TAP_MS);
  const fresh = (await record(page)).events.filter((entry) => !before.has(entry.id));
  if (fresh.length === 0) return { durationMs: threshold, start: null };
  const first = fresh.reduce((a, b) => (b.start < a.start ? b : a));
  const entries = fresh.filter((entry) => entry.id === first.id);
  return { durationMs: Math.max(...entries.map((entry) => entry.duration)), start: first.start };
}

async function openPage(browser, url, waitUntil) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(RECORD_INTERACTIONS);
  // The contact form's sends never leave the machine.
  await page.route("https://api.emailjs.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/plain", body: "OK" }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil });
  return { context, page };
}

/** One figure, `{ [key]: milliseconds }`, from a tap on the element `locator` finds. */
async function tapFigure(page, key, locator, threshold) {
  return { [key]: (await measureTap(page, () => locator.tap(), threshold)).durationMs };
}

async function hydrated(page) {
  await page.waitForSelector(HYDRATED, { state: "attached" });
  await page.waitForTimeout(SETTLE_MS);
}

/** The theme button's tap, and the longest task and frame while the switch animates. */
async function themeSwitch(page, threshold) {
  const button = page.getByRole("button", { name: /theme|thème/i });
  const tap = await measureTap(page, () => button.tap(), threshold);
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

/** The language link's tap, and the time from its click until the other language is painted. */
async function languageSwitch(page, threshold) {
  await page.evaluate(watchLanguageSwitch, LANGUAGE_LINK);
  const tap = await measureTap(page, () => page.locator(LANGUAGE_LINK).tap(), threshold);
  const paintedMs = await page.evaluate(() => window.__benchSwitch);
  return { languageLink: tap.durationMs, languageSwitch: paintedMs };
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
      warn(`${name}: ${error.message.split("\n")[0]}`);
    }
  }
  return figures;
}

/** A home page after hydration: theme, tab, menu, nav link, contact send, then the language switch. */
async function homeTaps(browser, url, threshold, warn) {
  const { context, page } = await openPage(browser, url, "load");
  const tap = (key, locator) => tapFigure(page, key, locator, threshold);
  try {
    await hydrated(page);
    return await runSteps(
      [
        ["theme", () => themeSwitch(page, threshold)],
        ["tab", () => tap("tab", page.locator('[role="tab"][aria-selected="false"]').first())],
        ["menu", () => tap("menu", page.locator("header details > summary"))],
        ["nav link", () => tap("navLink", page.locator('header details a[href$="#contact"]'))],
        [
          "contact send",
          async () => {
            const form = page.locator("#contact form");
            await form.locator('[name="name"]').fill("Bench");
            await form.locator('[name="email"]').fill("bench@example.org");
            await form.locator('[name="message"]').fill("A message from the bench.");
            await page.waitForTimeout(AFTER_TAP_MS);
            return tap("contactSend", form.locator('button[type="submit"]'));
          },
        ],
        ["language switch", () => languageSwitch(page, threshold)],
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
        [
          "early tap",
          () =>
            tapFigure(
              page,
              "earlyTap",
              page.locator('header nav a[href$="#home"]').first(),
              threshold,
            ),
        ],
        [
          "card link",
          async () => {
            await hydrated(page);
            const link = page.locator('#showcase a[href*="fleet-app/"]').first();
            return tapFigure(page, "cardLink", link, threshold);
          },
        ],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/** A case study after hydration: theme, menu, then the language switch. */
async function caseStudyTaps(browser, url, threshold, warn) {
  const { context, page } = await openPage(browser, url, "load");
  try {
    await hydrated(page);
    return await runSteps(
      [
        ["theme", () => themeSwitch(page, threshold)],
        [
          "menu",
          () => tapFigure(page, "menu", page.locator("header details > summary"), threshold),
        ],
        ["language switch", () => languageSwitch(page, threshold)],
      ],
      warn,
    );
  } finally {
    await context.close();
  }
}

/**
 * One round of a page's interactions (two loads for a home page, one for a case study), with
 * `browser` a Playwright Chromium. Returns `{ [figure]: milliseconds }` (interaction-summary.mjs
 * names them); `warn` gets the steps that failed.
 */
export async function measureInteractions(browser, url, { homePage, threshold }, warn) {
  if (!homePage) return caseStudyTaps(browser, url, threshold, warn);
  return {
    ...(await homeTaps(browser, url, threshold, warn)),
    ...(await homeEarlyTap(browser, url, threshold, warn)),
  };
}
