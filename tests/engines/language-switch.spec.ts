// The language switch in each engine: Chromium shows the other page prerendered (Puppeteer
// leaves prerendering on) for a visitor who reads that page's language first, and loads it for
// the others; Firefox and WebKit load it (no prerendering). Either way the visitor finds what
// they did: the hash, the reading place, the typed text, the chosen tab, the theme, the focus on
// the toggle.
import {
  DESKTOP,
  expectSameReadingPlace,
  PHONE,
  readingPlaceInPage,
  strings,
  type Language,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import {
  click,
  HYDRATION_TIMEOUT_MS,
  languageLink,
  open,
  POLL_INTERVALS,
  problems,
  read,
  showcaseTab,
  themeButton,
  themeSeen,
  waitForPage,
  type Target,
} from "./visit";
import type { EngineName, Visitor } from "./visitor";

const TYPED = { name: "Ada Lovelace", email: "ada@example.org", message: "Hello, let's talk." };
type Field = keyof typeof TYPED;

/** The engines that prerender the page the Speculation Rules name. */
const PRERENDERS: Record<EngineName, boolean> = { chromium: true, firefox: false, webkit: false };

/**
 * The page's mark for the prerender of the other language's page, once the page has set it
 * (hydrated, painted, the browser idle): `immediate` for every visitor whose browser names a
 * language, `none` for one that names none.
 */
async function prerenderMark(visitor: Visitor) {
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.dataset.prerenderReady ?? ""), {
      message: "the page marked ready for the prerender",
      timeout: HYDRATION_TIMEOUT_MS,
      intervals: POLL_INTERVALS,
    })
    .not.toBe("");
  const { mark, languages } = await visitor.evaluate(() => ({
    mark: document.documentElement.dataset.prerenderReady,
    languages: [...navigator.languages],
  }));
  const expected = languages.length === 0 ? "none" : "immediate";
  expect(mark, `the mark for a visitor reading ${languages.join(", ")}`).toBe(expected);
  return mark;
}

/** A contact form field, by its label in the page's language. */
const field = (language: Language, name: Field): Target => ({
  css: "#contact input, #contact textarea",
  name: strings(language).contact.form[name],
});

for (const [from, to, size, width] of [
  [DEFAULT_LANGUAGE, SECOND_LANGUAGE, PHONE, "390 px"],
  [SECOND_LANGUAGE, DEFAULT_LANGUAGE, DESKTOP, "1280 px"],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ size });

    test(`/${from}/ → /${to}/ keeps the hash, the reading place, the typed text, the chosen tab, the theme and the focus`, async ({
      visitor,
    }) => {
      await open(visitor, `/${from}/`);
      // Prerendered where the engine prerenders and the page says so for this visitor.
      const expected =
        PRERENDERS[visitor.engine] && (await prerenderMark(visitor)) === "immediate"
          ? "prerendered"
          : "loaded";
      const historyBefore = await visitor.evaluate(() => history.length);
      await click(visitor, themeButton(from, "light"));
      await expect.poll(() => themeSeen(visitor), { intervals: POLL_INTERVALS }).toBe("light");
      for (const name of Object.keys(TYPED) as Field[]) {
        await click(visitor, field(from, name));
        await visitor.type(TYPED[name]);
      }
      await click(visitor, showcaseTab(from, "stacks"));
      await expect
        .poll(() => read(visitor, showcaseTab(from, "stacks")), { intervals: POLL_INTERVALS })
        .toMatchObject({ selected: "true" });
      // As a visitor who followed the menu's link to the showcase, then read on into the panel.
      await visitor.evaluate(() => {
        history.replaceState(history.state, "", "#showcase");
        const bar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const panel = document.querySelector('[role="tabpanel"]:not([hidden])')!;
        const top = window.scrollY + panel.getBoundingClientRect().top - bar + 40;
        window.scrollTo({ top, behavior: "instant" });
      });
      const reading = await visitor.evaluate(readingPlaceInPage);

      await click(visitor, languageLink(to));
      await waitForPage(visitor, `/${to}/`, to, "#showcase");

      const shown = await visitor.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
          activationStart?: number;
        })[];
        return (navigation?.activationStart ?? 0) > 0 ? "prerendered" : "loaded";
      });
      expect(shown, "the other page").toBe(expected);
      test.info().annotations.push({ type: "the other page was", description: shown });
      const typed: Record<string, string | null | undefined> = {};
      for (const name of Object.keys(TYPED) as Field[]) {
        typed[name] = (await read(visitor, field(to, name)))?.value;
      }
      expect(typed, `the typed text, on the page ${shown}`).toEqual(TYPED);
      expect(await read(visitor, showcaseTab(to, "stacks"))).toMatchObject({ selected: "true" });
      expect(await themeSeen(visitor)).toBe("light");
      expect(await read(visitor, themeButton(to, "dark"))).toMatchObject({ visible: true });
      await expect
        .poll(() => read(visitor, languageLink(from)), { intervals: POLL_INTERVALS })
        .toMatchObject({ focused: true });
      expectSameReadingPlace(await visitor.evaluate(readingPlaceInPage), reading);
      expect(await visitor.evaluate(() => history.length), "the entry replaced").toBe(
        historyBefore,
      );
      expect(await problems(visitor)).toEqual([]);
    });
  });
}
