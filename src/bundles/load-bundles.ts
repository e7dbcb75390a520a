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
 * Early in <head>, for each of the page's bundle scripts: asks for it at once, as a browser's
 * preload scanner did for the `<script src>` tags of Gatsby's slice (the loader below runs only
 * at the end of the body). Under 'strict-dynamic' a `<link rel="preload" as="script">` written
 * in the HTML is blocked like a `<script src>`; one added by a trusted script is not. At a low
 * priority (https://developer.mozilla.org/docs/Web/API/HTMLLinkElement/fetchPriority): the
 * bundles run only after the first frame (runAfterFirstFrame), so the first screen's own
 * resources (the hero's image, at a high priority) go first; a script preload is otherwise
 * asked for at a high priority, beside them.
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
 * In <head>: this build's bundles asked for once the page's first contentful frame is painted
 * (its paint entry, reported once the frame is presented), so that their bytes do not share
 * the connection with what that frame needs; they run later still (runAfterFirstFrame). A page
 * prerendered for a language switch paints nothing until shown: it asks for them at once. So
 * does a browser without paint entries.
 */
export function preloadBundlesAfterFirstPaint(scripts: readonly string[]): void {
  const preload = () => scripts.forEach(preloadBundle);
  if (isPrerendering() || !whenFirstPainted(preload)) preload();
}

/**
 * Calls `start` once the page is shown and its first frame painted: the page loaded (its
 * images too, so the largest paint is behind it), then a frame, then a task
 * (a requestAnimationFrame callback runs before its frame is painted; a task queued from it,
 * after). A page prerendered for a language switch does meanwhile only what a page without
 * scripts does: it starts once shown (src/prerender/page-shown.ts), after its first frame there,
 * from the visit's state as it is then. So React's hydration never delays the first
 * screen, nor takes the processor from the page the visitor reads while the other is prerendered.
 */
export function runAfterFirstFrame(start: () => void): void {
  whenShown(() => {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
    if (document.readyState === "complete") afterFrame();
    else addEventListener("load", afterFrame, { once: true });
  });
}

/**
 * At the end of each page's body: the two globals Gatsby's slice sets (the chunk map as the same
 * JSON text, the compilation hash), then, after the page's first frame (runAfterFirstFrame), a
 * `<script>` element per bundle. The bundles' parts come as three arguments, not one object, so
 * that the inline script does not spell out the object's property names twice (about 70 bytes
 * in every page). Scripts that a hashed script adds are trusted by 'strict-dynamic'
 * (https://www.w3.org/TR/CSP3/#strict-dynamic-usage); each one's address goes through a Trusted
 * Types policy that makes exactly these addresses trusted, where the browser has Trusted Types.
 * Added by a script, they run as soon as each has arrived (most have, preloaded), in any order,
 * as the `async` ones of Gatsby's slice did: webpack's runtime waits for the chunks it needs.
 * Until React has hydrated the page, taps on its buttons are held
 * (src/hydration/held-taps.ts).
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
