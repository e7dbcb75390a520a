import { BUNDLE_LOADER_POLICY, type PageBundles } from "./page-bundles";

declare global {
  interface Window {
    /** Gatsby's loader reads both, as its `_gatsby-scripts` slice sets them. */
    ___chunkMapping?: string;
    ___webpackCompilationHash?: string;
  }
}

/**
 * Early in <head>, for each of the page's bundle scripts: asks for it at once, as a browser's
 * preload scanner did for the `<script src>` tags of Gatsby's slice (the loader below runs only
 * at the end of the body). Under 'strict-dynamic' a `<link rel="preload" as="script">` written
 * in the HTML is blocked like a `<script src>`; one added by a trusted script is not.
 */
export function preloadBundle(src: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "script";
  link.href = src;
  document.head.append(link);
}

/**
 * At the end of each page's body: the two globals Gatsby's slice sets (the chunk map as the same
 * JSON text, the compilation hash), then a `<script>` element per bundle. The bundles' parts
 * come as three arguments, not one object, so that the inline script does not spell out the
 * object's property names twice (about 70 bytes in every page). Scripts that a hashed
 * script adds are trusted by 'strict-dynamic' (https://www.w3.org/TR/CSP3/#strict-dynamic-usage);
 * each one's address goes through a Trusted Types policy that makes exactly these addresses
 * trusted, where the browser has Trusted Types. Added by a script, they run as soon as each has
 * arrived, in any order, as the `async` ones of Gatsby's slice did: webpack's runtime waits for
 * the chunks it needs.
 */
export function loadBundles(
  scripts: PageBundles["scripts"],
  compilationHash: PageBundles["compilationHash"],
  chunkMapping: PageBundles["chunkMapping"],
): void {
  window.___chunkMapping = JSON.stringify(chunkMapping);
  window.___webpackCompilationHash = compilationHash;
  const policy = window.trustedTypes?.createPolicy(BUNDLE_LOADER_POLICY, {
    createScriptURL(src) {
      if (!scripts.includes(src)) throw new TypeError(`Not a bundle of this page: ${src}`);
      return src;
    },
  });
  for (const src of scripts) {
    const script = document.createElement("script");
    // A TrustedScriptURL where the browser has Trusted Types, the plain address elsewhere.
    script.src = (policy?.createScriptURL(src) ?? src) as string;
    document.body.append(script);
  }
}
