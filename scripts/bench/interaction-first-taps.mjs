// The first tap after a language switch, at set delays after the other page shows, against the
// same tap after a plain load of that page: whether the page shown answers as soon as one loaded.
import {
  hydrated,
  openPage,
  READING_MS,
  runSteps,
  sleep,
  themeButton,
} from "./interaction-page.mjs";
import { LANGUAGE_LINK, tapLanguageLink, waitForSwitch } from "./interaction-switches.mjs";
import { FIRST_TAP_DELAYS_MS } from "./targets.mjs";

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
    await tapLanguageLink(page);
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
export async function firstTapsAfterSwitch(browser, url, warn) {
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
