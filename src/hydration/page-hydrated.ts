import { replayHeldTaps } from "./held-taps";
import { HYDRATED_ATTRIBUTE, SCRIPTED_CLASS } from "./page-marks";

/**
 * Called once React has hydrated the page (or rendered another one): <html> gets the hydrated
 * mark, naming the live page's path (a client-side navigation changes the URL before the next
 * page is rendered), and is presented for its scripts again if one had failed
 * (script-failure.ts). The buttons held meanwhile (held-taps.ts) are clicked again in the next
 * task, once React has finished committing: a click dispatched during its effects is lost.
 */
export function pageHydrated(pathname: string): void {
  const root = document.documentElement;
  root.setAttribute(HYDRATED_ATTRIBUTE, pathname);
  root.classList.add(SCRIPTED_CLASS);
  if (window.__earlyClicks?.length) setTimeout(replayHeldTaps);
}
