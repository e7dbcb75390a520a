import { whenFirstPainted } from "../hydration/first-paint";
import { isPrerendering, whenShown } from "../prerender/page-shown";
import { BUNDLE_LOADER_POLICY, type PageBundles } from "./page-bundles";

declare global {
  interface Window {
    /** Gatsby's loader reads both, as its `_gatsby-scripts` slice sets them. */
    ___chunkMapping?: string;
    ___webpackCompilationHash?: string;
  }
}

/**
 * Asks for one of the page's bundle scripts, as a browser's preload scanner did for the
 * `<script src>` of Gatsby's slice (the loader runs only at the end of the body). Added by a
 * trusted script: under 'strict-dynamic' a preload written in the HTML is blocked. At a low
 * priority (https://developer.mozilla.org/docs/Web/API/HTMLLinkElement/fetchPriority), where a
 * script preload is otherwise high, since the bundles run only after the first frame: the first
 * screen's own resources go first.
 */
export function preloadBundle(src: string): void {
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "script";
  link.fetchPriority = "low";
  link.href = src;
  document.head.append(link);
}

/**
 * In <head>: this build's bundles asked for once the page's first contentful frame is painted,
 * so that their bytes do not share the connection with what that frame needs. A prerendered
 * page, which paints nothing until shown, and a browser without paint entries ask at once.
 */
export function preloadBundlesAfterFirstPaint(scripts: readonly string[]): void {
  const preload = () => scripts.forEach(preloadBundle);
  if (isPrerendering() || !whenFirstPainted(preload)) preload();
}

/**
 * Calls `start` once the page is shown and its first frame painted: the page loaded (its
 * images too, so the largest paint is behind it), then a frame, then a task (a frame's
 * callback runs before it is painted). A prerendered page does only what a page without
 * scripts does until it is shown. So React's hydration never delays the first screen, nor
 * takes the processor from the page the visitor reads
 * (docs/decisions/0023-bundles-after-the-first-frame.md).
 */
export function runAfterFirstFrame(start: () => void): void {
  whenShown(() => {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
    if (document.readyState === "complete") afterFrame();
    else addEventListener("load", afterFrame, { once: true });
  });
}

/**
 * At the end of each page's body: the two globals Gatsby's slice sets (the chunk map as JSON
 * text, the compilation hash), then, after the first frame, a `<script>` per bundle. The parts
 * come as three arguments, not one object, so that the inline script does not spell out the
 * property names twice (docs/decisions/0004-inline-scripts-built-with-esbuild.md). Scripts a
 * hashed script adds are trusted by 'strict-dynamic' (https://www.w3.org/TR/CSP3/#strict-dynamic-usage),
 * their addresses through a Trusted Types policy that trusts exactly these. They run as each
 * arrives, in any order, as the `async` ones of Gatsby's slice did: webpack's runtime waits for
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
  runAfterFirstFrame(() => {
    for (const src of scripts) {
      const script = document.createElement("script");
      // A TrustedScriptURL where the browser has Trusted Types, the plain address elsewhere.
      script.src = (policy?.createScriptURL(src) ?? src) as string;
      document.body.append(script);
    }
  });
}
