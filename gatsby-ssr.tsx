import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { CSP_PLACEHOLDER } from "./scripts/deploy-files.cjs";
import { DEFAULT_THEME } from "./src/config/constants";
import { builtPageBundles, bundleLoaderScript, bundlePreloadScript } from "./src/csp/page-bundles";
import { earlyInputScript } from "./src/hydration/early-input-script";
import { scriptFailureScript } from "./src/hydration/script-failure-script";
import { languageSwitchScript } from "./src/language-switch/language-switch-script";
import { SPECULATION_RULES } from "./src/language-switch/speculation-rules";
import { wrapPage } from "./src/templates/wrap-page";
import { themeInitScript } from "./src/theme/theme-script";

/** Every page with its UI strings and its hydration signal, as in the browser (gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  wrapPage(element, props);

/**
 * Each page's body is written with React's non-streaming `renderToString`
 * (https://react.dev/reference/react-dom/server/renderToString), not the
 * `renderToPipeableStream` that Gatsby uses when no `replaceRenderer` supplies the HTML
 * (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#replaceRenderer).
 * React 18.3's stream encodes into 2 KB buffers and, when a multi-byte character does not fit
 * at the end of one, sends the whole buffer, zero bytes included: U+0000 in the page, which an
 * HTML validator and some link-preview crawlers stop at (facebook/react#27554). React 19 fixed
 * it; 18.3 is the last React 18. Every page is complete at build time (nothing suspends), so
 * the string is the same HTML, without the zeros.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
};

const CSP_META_KEY = "content-security-policy";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  setHtmlAttributes,
  setPostBodyComponents,
}) => {
  const bundles = builtPageBundles();
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
    // They must run before the first paint and the first tap, before any bundle: inline.
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: themeInitScript }} />,
    <script key="early-input" dangerouslySetInnerHTML={{ __html: earlyInputScript }} />,
    <script key="script-failure" dangerouslySetInnerHTML={{ __html: scriptFailureScript }} />,
    // The bundles start downloading while the page is parsed (src/csp/page-bundles.ts).
    ...(bundles
      ? [
          <script
            key="bundle-preload"
            dangerouslySetInnerHTML={{ __html: bundlePreloadScript(bundles) }}
          />,
        ]
      : []),
    // The development server's pages are rebuilt on each edit: nothing to prerender there.
    ...(process.env.NODE_ENV === "production"
      ? [
          <script
            key="speculation-rules"
            type="speculationrules"
            dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
          />,
        ]
      : []),
  ]);
  // The language switch is not needed to paint the page: after it, outside the first round
  // trip. A tap on the language link before it runs (while the page is still parsed) is a plain
  // link to the other page, prerendered or not; there is nothing typed or scrolled to carry yet.
  setPostBodyComponents([
    <script key="language-switch" dangerouslySetInnerHTML={{ __html: languageSwitchScript }} />,
  ]);
};

/** Gatsby's element for its `_gatsby-scripts` slice: its chunk map, its hash, its `<script src>`s. */
const isGatsbyScriptsSlice = (component: ReactNode) =>
  typeof component === "object" &&
  component !== null &&
  "props" in component &&
  (component.props as { sliceId?: unknown }).sliceId === "_gatsby-scripts";

/**
 * A <meta> policy covers only what follows it: it goes first, before any script or style.
 * In a built page, Gatsby's scripts slice, whose `<script src>` tags a strict policy blocks
 * ('strict-dynamic' trusts only the scripts a trusted script adds), gives way to the hashed
 * inline loader of src/csp/page-bundles.ts, at the same place
 * (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#onPreRenderHTML).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
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

  const bundles = builtPageBundles();
  if (!bundles) return;
  const postBody = getPostBodyComponents() as ReactNode[];
  if (!postBody.some(isGatsbyScriptsSlice)) {
    // A Gatsby that no longer loads its bundles through this slice: a page must not go out
    // with two ways of loading them, or none.
    throw new Error(
      "gatsby-ssr.tsx: Gatsby's _gatsby-scripts slice is not among the page's last elements",
    );
  }
  replacePostBodyComponents(
    postBody.map((component) =>
      isGatsbyScriptsSlice(component) ? (
        <script
          key="bundle-loader"
          dangerouslySetInnerHTML={{ __html: bundleLoaderScript(bundles) }}
        />
      ) : (
        component
      ),
    ),
  );
};
