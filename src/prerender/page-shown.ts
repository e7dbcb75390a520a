/**
 * Whether this page is shown yet, and when it is. A page the browser prerenders (for the
 * language switch: src/language-switch/speculation-rules.ts) is loaded but not shown until
 * the visitor follows the link (https://developer.mozilla.org/docs/Web/API/Document/prerendering;
 * Chromium only: elsewhere every page is shown as it loads). The one module that asks the
 * browser: the rest of the site asks here.
 */

/** Whether this page is prerendered and not shown yet. */
export const isPrerendering = (): boolean => !!document.prerendering;

/** The event of a prerendered page being shown (https://developer.mozilla.org/docs/Web/API/Document/prerenderingchange_event). */
const SHOWN = "prerenderingchange";

/** Calls `callback` once the page is shown: at once where it is, else when the prerender is. */
export function whenShown(callback: () => void): void {
  if (isPrerendering()) document.addEventListener(SHOWN, callback, { once: true });
  else callback();
}

/**
 * Calls `callback` each time the page is shown after the visitor may have changed what lasts
 * the visit on another page: a prerendered page, shown (it is handed the visit's storage only
 * then: https://github.com/whatwg/storage/issues/119), and a page restored from the
 * back/forward cache by the browser's Back or Forward (https://web.dev/articles/bfcache:
 * `pageshow` with `persisted`), last rendered before. Returns the unsubscription.
 */
export function whenShownAgain(callback: () => void): () => void {
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) callback();
  };
  document.addEventListener(SHOWN, callback);
  addEventListener("pageshow", restored);
  return () => {
    document.removeEventListener(SHOWN, callback);
    removeEventListener("pageshow", restored);
  };
}
