/**
 * The texts of the inline scripts, as the page renderer gets them: built from this folder's
 * modules by inline-scripts-build.ts when Gatsby makes the renderer (gatsby-node.ts), and
 * written into each page by gatsby-ssr.tsx.
 */
export interface InlineScripts {
  /** Early in <head>: the theme, the held taps, the fallback when the bundles fail (inline/head.ts). */
  head: string;
  /** At the end of <body>: the contact draft and the language switch (inline/body-end.ts). */
  bodyEnd: string;
  /** In a built page: the bundles asked for early, then loaded (inline/bundle-*.ts). */
  bundles?: { preload: string; loader: string };
}

/** Set by webpack's DefinePlugin in the page renderer (gatsby-node.ts). */
declare const __INLINE_SCRIPTS__: InlineScripts | undefined;

/** The inline scripts, in the page renderer; undefined elsewhere (a unit test rendering a page). */
export const inlineScripts = (): InlineScripts | undefined =>
  typeof __INLINE_SCRIPTS__ === "undefined" ? undefined : __INLINE_SCRIPTS__;
