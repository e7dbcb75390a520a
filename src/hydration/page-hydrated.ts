import { HYDRATED_ATTRIBUTE } from "./hydration-attributes";

/**
 * Called once React has hydrated the page (or rendered another one), from the effect of the
 * last component of the page: <html> gets the hydrated mark, naming the path of the page that
 * is live, and the buttons the head script held meanwhile (early-input-script.ts) are clicked
 * again, in the order they were tapped. The replay waits for the next task, once React has
 * finished committing: a click dispatched while its effects are still being run is not
 * delivered.
 *
 * The mark names its page because a client-side navigation changes the URL before the next
 * page is rendered: a mark without a path would still say "live" for the page being left.
 * The page at the current URL is live when the mark equals `location.pathname`.
 */
export function pageHydrated(pathname: string): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, pathname);
  const held = window.__earlyClicks?.splice(0) ?? [];
  if (held.length > 0) setTimeout(() => held.forEach((button) => button.click()));
}
