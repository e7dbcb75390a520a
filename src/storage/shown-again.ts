/**
 * Calls `callback` each time the page is shown after the visitor may have changed what lasts
 * the visit on another page: a page prerendered for a language switch, shown
 * (https://developer.mozilla.org/docs/Web/API/Document/prerenderingchange_event), and a page
 * restored from the back/forward cache by the browser's Back or Forward
 * (https://web.dev/articles/bfcache: `pageshow` with `persisted`). Returns the unsubscription.
 */
export function whenShownAgain(callback: () => void): () => void {
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) callback();
  };
  document.addEventListener("prerenderingchange", callback);
  addEventListener("pageshow", restored);
  return () => {
    document.removeEventListener("prerenderingchange", callback);
    removeEventListener("pageshow", restored);
  };
}
