// The inline script early in every page's <head>: before the first paint and the first tap.
import { startFeature } from "../features/start-feature";
import { holdTapsUntilHydrated } from "../hydration/held-taps";
import { markScripted } from "../hydration/page-marks";
import { fallBackWhenBundlesFail } from "../hydration/script-failure";
import { showStoredTheme } from "../theme/show-stored-theme";

markScripted();
startFeature("theme", showStoredTheme);
startFeature("held taps", holdTapsUntilHydrated);
startFeature("fallback for failed scripts", fallBackWhenBundlesFail);
