// The theme switch in a browser without view transitions (before Safari 18, Firefox 144): the
// feature taken away by the engine's own switch (a Firefox preference, a WebKit feature flag),
// so that the page's feature detection meets a browser without it. Chromium has no switch left
// for it: these run in Firefox and WebKit.
import { expect, test } from "./fixtures";
import { switchThemeKeptOnReload, twoTapsEndWhereTheyBegan } from "./theme-checks";
import { open } from "./visit";
import { DEFAULT_LANGUAGE, SECOND_LANGUAGE } from "../e2e/fixtures";

test.use({ without: ["view-transitions"] });
test.skip(({ engine }) => engine === "chromium", "Chromium cannot turn view transitions off");

test("a tap switches the theme at once, and the choice is kept on reload", async ({ visitor }) => {
  await open(visitor, `/${DEFAULT_LANGUAGE}/`);
  expect(await visitor.evaluate(() => "startViewTransition" in document)).toBe(false);
  await switchThemeKeptOnReload(visitor, DEFAULT_LANGUAGE);
});

test("two taps 250 ms apart end in the theme they began in", async ({ visitor }) => {
  await twoTapsEndWhereTheyBegan(visitor, SECOND_LANGUAGE);
});
