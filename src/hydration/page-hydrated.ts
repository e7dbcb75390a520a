import { replayHeldTaps } from "./held-taps";
import { HYDRATED_ATTRIBUTE, SCRIPTED_CLASS } from "./page-marks";

/**
 * Called once React has hydrated the page (or rendered another one), from the effect of the
 * last component of the page: <html> gets the hydrated mark, naming the path of the page that
 * is live, and the buttons held meanwhile (held-taps.ts) are clicked again, in
 * the order they were tapped. The replay waits for the next task, once React has finished
 * committing: a click dispatched while its effects are still being run is not delivered.
 *
 * A page shown as without JavaScript because one of its scripts failed
 * (script-failure.ts) that React hydrates after all is presented for its
 * scripts again: its controls work.
 *
 * The mark names its page because a client-side navigation changes the URL before the next
 * page is rendered: a mark without a path would still say "live" for the page being left.
 * The page at the current URL is live when the mark equals `location.pathname`.
 */
export function pageHydrated(pathname: string): void {
  const root = document.documentElement;
  root.setAttribute(HYDRATED_ATTRIBUTE, pathname);
  root.classList.add(SCRIPTED_CLASS);
  if (window.__earlyClicks?.length) setTimeout(replayHeldTaps);
}
