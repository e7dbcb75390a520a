// The language switches of the interactions bench: the link tapped and the other page awaited
// until it shows, as a visitor's first tap (cold), after other taps (warm), and on a copy of the
// build without its scripts (the limit, prerendered or not); each over the limit.
import {
  PRERENDER_READY,
  PRERENDER_TARGET,
  SWITCH_PAINTED_EVENT,
  switchShown,
  tapInteraction,
  watchSwitchInPlace,
} from "./interaction-recorder.mjs";
import {
  hydrated,
  measureTap,
  MENU,
  openPage,
  pageNow,
  READING_MS,
  record,
  runSteps,
  sleep,
  slowdownIn,
  themeButton,
} from "./interaction-page.mjs";

/** How long a language switch may take before the round gives up on it. */
const SWITCH_TIMEOUT_MS = 15_000;
/** The language link, in this build or an older one: the header's link to the other language. */
export const LANGUAGE_LINK = "header a[hreflang]";
/** On a site of three languages or more, the list's link whose page is prerendered. */
const PRERENDERED_LINK = "header a[data-prerender-target]";
/** On a site of three languages or more, the language list's summary, which opens it. */
export const LANGUAGE_LIST = "header details.language-list > summary";

/**
 * The language link a visitor follows: the only one on a site of two languages; on a site of
 * more, the one whose page is prerendered (the first while none is).
 */
export const languageLink = async (page) =>
  (await page.$(PRERENDERED_LINK)) ? PRERENDERED_LINK : LANGUAGE_LINK;

/**
 * Taps the language link; on a site of three languages or more, opens the list first (the list's
 * own tap is measured apart: homeTaps' `languageList`).
 */
export async function tapLanguageLink(page) {
  const listClosed = await page.evaluate(
    (list) => document.querySelector(list)?.parentElement?.open === false,
    LANGUAGE_LIST,
  );
  if (listClosed) {
    await page.tap(LANGUAGE_LIST);
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))),
    );
  }
  // A switch to another document may close the page's target during the tap's last event.
  await page.tap(await languageLink(page)).catch(() => {});
}

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
export async function waitForSwitch(page, fromLang) {
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
  await page.evaluate(watchSwitchInPlace, await languageLink(page), SWITCH_PAINTED_EVENT);
  const clicked = clicks.length;
  const sentAt = await pageNow(page);
  await tapLanguageLink(page);
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
 * The warm switch: after other taps, as a visitor who has used the page; with when the page
 * shown had been prerendered (prerenderLoaded: in the background, during those taps).
 */
export const warmSwitch = async (page, clicks, threshold) => {
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
 * The language link as the visitor's first tap, in a load of its own, once `beforeTap(page)`
 * has run; `figures` names what languageSwitch measured; then the CPU slowdown of the document
 * shown, as figure `slowdownKey`.
 */
export async function firstTapSwitch(browser, url, { threshold }, warn, switchKind) {
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
export const COLD_SWITCH = {
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
export const SWITCH_LIMIT = {
  name: "limit",
  beforeTap: () => sleep(READING_MS),
  figures: ({ switchMs }) => ({ languageSwitchLimit: switchMs }),
  slowdownKey: "slowdownLimitShown",
};

/**
 * The prerendered limit: the same copy without bundles, where the browser has prerendered the
 * other page by the time of the tap, as it does the build's: what a prerender alone gives, the
 * least the cold switch can take here. The page and the link it switches by are marked as the
 * page's script marks them (PRERENDER_READY, PRERENDER_TARGET, which the page's Speculation Rules
 * wait for) once it has loaded, since without its bundles it never hydrates to mark itself; the
 * page shown is not, so it prerenders nothing back meanwhile.
 */
export const SWITCH_PRERENDERED_LIMIT = {
  name: "prerendered limit",
  beforeTap: async (page) => {
    await page.evaluate(
      (ready, target, link) => {
        document.querySelector(link)?.setAttribute(target, "");
        document.documentElement.setAttribute(ready, "immediate");
      },
      PRERENDER_READY,
      PRERENDER_TARGET,
      await languageLink(page),
    );
    await sleep(READING_MS);
  },
  figures: ({ switchMs, prerendered }) => ({
    languageSwitchPrerenderedLimit: switchMs,
    languageSwitchPrerenderedLimitPrerendered: prerendered,
  }),
  slowdownKey: "slowdownPrerenderedLimitShown",
};

/** A visitor's pace between taps on the page, before the warm switch. */
const WARM_TAP_GAP_MS = 1000;

/**
 * The warm switch: a visitor who has used the page, then switches (the common case: a
 * recruiter reads, taps around, then switches): the theme tapped twice, a tab, the theme once
 * more, a second apart, then the language link a second later.
 */
export const WARM_SWITCH = {
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
