// The theme switch in each engine: its cross-fade, two quick taps, the choice kept.
import { test } from "./fixtures";
import { switchThemeKeptOnReload, twoTapsEndWhereTheyBegan } from "./theme-checks";
import { DEFAULT_LANGUAGE, SECOND_LANGUAGE } from "../e2e/fixtures";

test("a tap switches the theme with its cross-fade, and the choice is kept on reload", async ({
  visitor,
}) => {
  await switchThemeKeptOnReload(visitor, SECOND_LANGUAGE);
});

test("two taps on the theme button 250 ms apart end in the theme they began in", async ({
  visitor,
}) => {
  await twoTapsEndWhereTheyBegan(visitor, DEFAULT_LANGUAGE);
});
