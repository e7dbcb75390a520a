import { HYDRATED_ATTRIBUTE } from "./hydration-attributes";

/**
 * Called once React has hydrated the page (or rendered another one), from the effect of the
 * last component of the page: <html> gets the hydrated mark, and the buttons the head script
 * held meanwhile (early-input-script.ts) are clicked again, in the order they were tapped. The
 * replay waits for the next task, once React has finished committing: a click dispatched
 * while its effects are still being run is not delivered.
 */
export function pageHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  const held = window.__earlyClicks?.splice(0) ?? [];
  if (held.length > 0) setTimeout(() => held.forEach((button) => button.click()));
}

/** Another page is about to be rendered: the hydrated mark is about to be stale. */
export function forgetPageHydrated(): void {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
}
