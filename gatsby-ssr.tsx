import type { GatsbySSR } from "gatsby";
import { DEFAULT_THEME } from "./src/config/constants";
import { earlyInputScript } from "./src/hydration/early-input-script";
import { withPageTranslations } from "./src/i18n/page-translations";
import { themeInitScript } from "./src/theme/theme-script";

/** Every page with its UI strings, as in the browser (gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  withPageTranslations(element, props);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  setHtmlAttributes,
}) => {
  // The default theme before any script runs, and for visitors without JavaScript.
  setHtmlAttributes({
    className: DEFAULT_THEME === "dark" ? "dark" : undefined,
    style: { colorScheme: DEFAULT_THEME },
  });
  setHeadComponents([
    // Both must run before the first paint and the first tap, before any bundle: inline.
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: themeInitScript }} />,
    <script key="early-input" dangerouslySetInnerHTML={{ __html: earlyInputScript }} />,
  ]);
};
