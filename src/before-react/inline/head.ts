// The inline script early in every page's <head>: before the first paint and the first tap.
import { holdTapsUntilHydrated } from "../held-taps";
import { fallBackWhenBundlesFail } from "../script-failure";
import { showStoredTheme } from "../theme";

showStoredTheme();
holdTapsUntilHydrated();
fallBackWhenBundlesFail();
