import { isHydrated, SCRIPTED_CLASS } from "./page-marks";

/**
 * The events of a tap on a link or a button, kept from React until the page is hydrated: each
 * is one React 18 would answer by hydrating the whole page at once, in the tap's own task (a
 * "discrete" event: https://github.com/reactwg/react-18/discussions/37,
 * https://github.com/facebook/react/pull/22448).
 */
const TAP_EVENTS = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "focusin",
  "focusout",
  "click",
] as const;

/**
 * In <head>, before the page is parsed, so that no tap made before React has hydrated the page
 * is lost. Until <html> carries the hydrated mark, a button tapped is held, and clicked again
 * once the page is live (page-hydrated.ts) or given up to its no-JavaScript presentation
 * (script-failure.ts). Links, form fields and the <details> menu work natively meanwhile. A tap
 * on a link or a button does not reach React either, so its hydration goes on in short tasks
 * instead of finishing in the tap's task (docs/decisions/0006-taps-held-until-hydrated.md).
 * Nothing is held once the page is no longer presented for its scripts (SCRIPTED_CLASS).
 */
export function holdTapsUntilHydrated(): void {
  const held: HTMLElement[] = (window.__earlyClicks = []);
  const tapped = (event: Event): HTMLElement | null =>
    !isHydrated() &&
    document.documentElement.classList.contains(SCRIPTED_CLASS) &&
    event.target instanceof Element
      ? event.target.closest<HTMLElement>("a,button")
      : null;
  for (const type of TAP_EVENTS) {
    document.addEventListener(
      type,
      (event) => {
        if (tapped(event)) event.stopPropagation();
      },
      true,
    );
  }
  document.addEventListener(
    "click",
    (event) => {
      const target = tapped(event);
      if (target?.tagName !== "BUTTON") return;
      event.preventDefault();
      held.push(target);
    },
    true,
  );
}

/**
 * Clicks the buttons held so far again, in the order they were tapped, each once: by React's
 * handlers once the page is live, or the no-JavaScript way once the page has fallen back.
 */
export function replayHeldTaps(): void {
  for (const button of window.__earlyClicks?.splice(0) ?? []) button.click();
}
