import type { GatsbySSR } from "gatsby";
import { CSP_PLACEHOLDER } from "./scripts/deploy-files.cjs";
import { DEFAULT_THEME } from "./src/config/constants";
import { earlyInputScript } from "./src/hydration/early-input-script";
import { wrapPage } from "./src/templates/wrap-page";
import { themeInitScript } from "./src/theme/theme-script";

/** Every page with its UI strings and its hydration signal, as in the browser (gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  wrapPage(element, props);

const CSP_META_KEY = "content-security-policy";

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
    // The page's own Content-Security-Policy, for hosts that send no headers (GitHub Pages).
    // Its hashes are known only once every page is written: the build fills it in afterwards
    // (scripts/deploy-files.cjs). The development server's pages have no policy.
    ...(process.env.NODE_ENV === "production"
      ? [<meta key={CSP_META_KEY} httpEquiv="Content-Security-Policy" content={CSP_PLACEHOLDER} />]
      : []),
    // Both must run before the first paint and the first tap, before any bundle: inline.
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: themeInitScript }} />,
    <script key="early-input" dangerouslySetInnerHTML={{ __html: earlyInputScript }} />,
  ]);
};

/** A <meta> policy covers only what follows it: it goes first, before any script or style. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const components = getHeadComponents();
  const isPolicy = (component: unknown) =>
    typeof component === "object" &&
    component !== null &&
    (component as { key?: unknown }).key === CSP_META_KEY;
  replaceHeadComponents([
    ...components.filter(isPolicy),
    ...components.filter((c) => !isPolicy(c)),
  ]);
};
