/**
 * What a built page needs to start the site's JavaScript, recorded from webpack
 * (page-bundles-plugin.ts) and loaded by each page's inline loader (load-bundles.ts), in place
 * of Gatsby's `_gatsby-scripts` slice, whose `<script src>` a strict policy would block.
 */
export interface PageBundles {
  /** The `app` entry point's scripts in webpack's order (its runtime, React, the app), with the path prefix. */
  scripts: string[];
  /** webpack's compilation hash: Gatsby compares it with app-data.json's to spot a newer deploy. */
  compilationHash: string;
  /** Each named chunk group's files, from the site root, as Gatsby's slice lists them. */
  chunkMapping: Record<string, string[]>;
}

/**
 * The Trusted Types policies through which scripts are loaded
 * (https://developer.mozilla.org/docs/Web/API/Trusted_Types_API), the only ones besides the
 * default that the Content-Security-Policy allows: webpack's, for its chunks (gatsby-node.ts),
 * and the bundle loader's (load-bundles.ts).
 */
export const WEBPACK_POLICY = "webpack";
export const BUNDLE_LOADER_POLICY = "bundle-loader";
