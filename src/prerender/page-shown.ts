/**
 * Whether this page is shown yet, and when it is: the one module that asks the browser. A page
 * prerendered for the language switch is loaded but shown only when the visitor follows the
 * link (https://developer.mozilla.org/docs/Web/API/Document/prerendering; Chromium only).
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
 * Calls `callback` each time the page is shown after the visitor may have changed the visit's
 * storage on another page: a prerendered page shown, a page restored from the back/forward
 * cache (https://web.dev/articles/bfcache). Returns the unsubscription.
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
