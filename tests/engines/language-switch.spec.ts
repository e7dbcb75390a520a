// The language switch in each engine: Chromium shows the other page prerendered (Puppeteer
// leaves prerendering on), Firefox and WebKit load it (no prerendering), and either way the
// visitor finds what they did: the hash, the reading place, the typed text, the chosen tab,
// the theme, the focus on the toggle.
import {
  DESKTOP,
  expectSameReadingPlace,
  PHONE,
  readingPlaceInPage,
  strings,
  type Language,
} from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import {
  click,
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

const TYPED = { name: "Ada Lovelace", email: "ada@example.org", message: "Hello, let's talk." };
type Field = keyof typeof TYPED;

/** A contact form field, by its label in the page's language. */
const field = (language: Language, name: Field): Target => ({
  css: "#contact input, #contact textarea",
  name: strings(language).contact.form[name],
});

for (const [from, to, size, width] of [
  ["fr", "en", PHONE, "390 px"],
  ["en", "fr", DESKTOP, "1280 px"],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ size });

    test(`/${from}/ → /${to}/ keeps the hash, the reading place, the typed text, the chosen tab, the theme and the focus`, async ({
      visitor,
    }) => {
      await open(visitor, `/${from}/`);
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

      // Prerendered (Chromium, most often) or loaded: said on the report, and with a failure.
      const shown = await visitor.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
          activationStart?: number;
        })[];
        return (navigation?.activationStart ?? 0) > 0 ? "prerendered" : "loaded";
      });
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
