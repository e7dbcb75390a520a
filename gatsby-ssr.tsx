import type { GatsbySSR } from "gatsby";
import { DEFAULT_THEME } from "./src/config/constants";
import { earlyInputScript } from "./src/hydration/early-input-script";
import { themeInitScript } from "./src/theme/theme-script";

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
