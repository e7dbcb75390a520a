/**
 * The texts of the inline scripts, as the page renderer gets them: built from the entries of
 * src/before-react/ by build-inline-scripts.ts when Gatsby makes the renderer (gatsby-node.ts),
 * and written into each page by gatsby-ssr.tsx.
 */
export interface InlineScripts {
  /** Early in <head>: the theme, the held taps, the fallback when the bundles fail (src/before-react/head.ts). */
  head: string;
  /** At the end of <body>: the contact draft and the language switch (src/before-react/body-end.ts). */
  bodyEnd: string;
  /** In a built page: the bundles asked for early, then loaded (src/before-react/bundle-*.ts). */
  bundles?: { preload: string; loader: string };
}

/** Set by webpack's DefinePlugin in the page renderer (gatsby-node.ts). */
declare const __INLINE_SCRIPTS__: InlineScripts | undefined;

/** The inline scripts, in the page renderer; undefined elsewhere (a unit test rendering a page). */
export const inlineScripts = (): InlineScripts | undefined =>
  typeof __INLINE_SCRIPTS__ === "undefined" ? undefined : __INLINE_SCRIPTS__;
