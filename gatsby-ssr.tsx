import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { inlineScripts } from "./src/build-output/inline-scripts";
import { SPECULATION_RULES } from "./src/language-switch/speculation-rules";
import { DEFAULT_THEME } from "./src/config/constants";
import { CSP_PLACEHOLDER } from "./src/csp/content-security-policy";
import { wrapPage } from "./src/templates/wrap-page";

/** Every page with its UI strings and its hydration signal, as in the browser (gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) =>
  wrapPage(element, props);

/**
 * Each page's body is written with React's non-streaming `renderToString`
 * (https://react.dev/reference/react-dom/server/renderToString), not Gatsby's
 * `renderToPipeableStream`: React 18.3's stream can send a buffer's unused zero bytes when a
 * multi-byte character does not fit at its end, U+0000 in the page that validators and
 * link-preview crawlers stop at (facebook/react#27554, fixed in React 19 only). Nothing
 * suspends at build time, so the string is the same HTML (docs/decisions/0002-render-to-string.md).
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
  const scripts = inlineScripts();
  // The default theme before any script runs, and for visitors without JavaScript.
  setHtmlAttributes({
    className: DEFAULT_THEME === "dark" ? "dark" : undefined,
    style: { colorScheme: DEFAULT_THEME },
  });
  setHeadComponents([
    // The page's own Content-Security-Policy, for hosts that send no headers (GitHub Pages).
    // Its hashes are known only once every page is written: the build fills it in afterwards
    // (src/build-output/deploy-files.ts). The development server's pages have no policy.
    ...(process.env.NODE_ENV === "production"
      ? [<meta key={CSP_META_KEY} httpEquiv="Content-Security-Policy" content={CSP_PLACEHOLDER} />]
      : []),
    // The code before React (src/before-react/): before the first paint, the first tap and any
    // bundle, so inline.
    ...(scripts
      ? [<script key="before-react" dangerouslySetInnerHTML={{ __html: scripts.head }} />]
      : []),
    ...(scripts?.bundles
      ? [
          <script
            key="bundle-preload"
            dangerouslySetInnerHTML={{ __html: scripts.bundles.preload }}
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
  // The contact draft and the language switch are not needed to paint the page: after it,
  // outside the first round trip (src/before-react/body-end.ts).
  if (scripts) {
    setPostBodyComponents([
      <script key="before-react-end" dangerouslySetInnerHTML={{ __html: scripts.bodyEnd }} />,
    ]);
  }
};

/** Gatsby's element for its `_gatsby-scripts` slice: its chunk map, its hash, its `<script src>`s. */
const isGatsbyScriptsSlice = (component: ReactNode) =>
  typeof component === "object" &&
  component !== null &&
  "props" in component &&
  (component.props as { sliceId?: unknown }).sliceId === "_gatsby-scripts";

/**
 * A <meta> policy covers only what follows it: it goes first. In a built page, Gatsby's scripts
 * slice, whose `<script src>` a strict policy blocks, gives way to the hashed inline loader of
 * src/bundles/load-bundles.ts, at the same place
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

  const bundles = inlineScripts()?.bundles;
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
        <script key="bundle-loader" dangerouslySetInnerHTML={{ __html: bundles.loader }} />
      ) : (
        component
      ),
    ),
  );
};
