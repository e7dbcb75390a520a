import { TRUSTED_TYPES_POLICIES } from "../../scripts/deploy-files.cjs";

/**
 * What a built page needs to start the site's JavaScript, recorded from webpack by
 * page-bundles-plugin.ts. gatsby-ssr.tsx writes it into each page in place of Gatsby's own
 * `_gatsby-scripts` slice, whose `<script src>` tags a strict policy would block (see
 * docs/architecture.md, "The Content-Security-Policy").
 */
export interface PageBundles {
  /** The `app` entry point's scripts in webpack's order (its runtime, React, the app), with the path prefix. */
  scripts: string[];
  /** webpack's compilation hash: Gatsby compares it with app-data.json's to spot a newer deploy. */
  compilationHash: string;
  /** Each named chunk group's files, from the site root, as Gatsby's slice lists them. */
  chunkMapping: Record<string, string[]>;
}

/** JSON for a <script> element: `<` escaped, so that no value can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The inline script at the end of each page's body: the two globals Gatsby's slice sets (the
 * chunk map as the same JSON text, the compilation hash), then a `<script>` element per bundle.
 * Scripts that a hashed script adds are trusted by 'strict-dynamic'
 * (https://www.w3.org/TR/CSP3/#strict-dynamic-usage); each one's address goes through a
 * Trusted Types policy that makes exactly these addresses trusted, where the browser has
 * Trusted Types. Added by a script, they run as soon as each has arrived, in any order, as
 * the `async` ones of Gatsby's slice did: webpack's runtime waits for the chunks it needs.
 */
export function bundleLoaderScript(bundles: PageBundles): string {
  return [
    `window.___chunkMapping=${scriptJson(JSON.stringify(bundles.chunkMapping))};`,
    `window.___webpackCompilationHash=${scriptJson(bundles.compilationHash)};`,
    `(function(){var u=${scriptJson(bundles.scripts)},t=window.trustedTypes,`,
    `p=t&&t.createPolicy(${scriptJson(TRUSTED_TYPES_POLICIES.bundleLoader)},{createScriptURL:function(s){`,
    `if(u.indexOf(s)<0)throw new TypeError("Not a bundle of this page: "+s);return s}});`,
    `u.forEach(function(s){var e=document.createElement("script");e.src=p?p.createScriptURL(s):s;`,
    `document.body.appendChild(e)})})();`,
  ].join("");
}

/**
 * An inline script early in `<head>` that asks for the bundles at once, as a browser's
 * preload scanner did for the `<script src>` tags of Gatsby's slice: the loader only runs at
 * the end of the body. Under 'strict-dynamic' a `<link rel="preload" as="script">` written in
 * the HTML is blocked like a `<script src>`; one added by a trusted script is not.
 */
export function bundlePreloadScript(bundles: PageBundles): string {
  return `${scriptJson(bundles.scripts)}.forEach(function(s){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=s;document.head.appendChild(l)});`;
}

/** Set by webpack's DefinePlugin in the build's page renderer (gatsby-node.ts); absent elsewhere. */
declare const __PAGE_BUNDLES__: PageBundles | undefined;

/**
 * This build's bundles, in the renderer of `gatsby build`; undefined in the development
 * server's renderer, whose pages have no policy and load their scripts Gatsby's way.
 */
export const builtPageBundles = (): PageBundles | undefined =>
  typeof __PAGE_BUNDLES__ === "undefined" ? undefined : __PAGE_BUNDLES__;
