import {
  ALL_HYDRATED,
  HYDRATED_ATTRIBUTE,
  PART_HYDRATED_EVENT,
  PENDING_ATTRIBUTE,
  partSelector,
} from "./part-attributes";

const partElement = (name: string) => document.querySelector(partSelector(name));

/** Adds a name to the space-separated list <html data-hydrated> holds (tests wait on it). */
function announce(name: string) {
  const root = document.documentElement;
  const names = new Set(root.getAttribute(HYDRATED_ATTRIBUTE)?.split(" ").filter(Boolean));
  names.add(name);
  if (!document.querySelector(`[${PENDING_ATTRIBUTE}]`)) names.add(ALL_HYDRATED);
  root.setAttribute(HYDRATED_ATTRIBUTE, [...names].join(" "));
}

/**
 * Taps held by the head script on buttons that now belong to hydrated parts, taken from its
 * queue (the same array, which the head script keeps filling).
 */
function takeLiveClicks(): HTMLElement[] {
  const queue = window.__earlyClicks ?? [];
  const live = queue.filter((button) => !button.closest(`[${PENDING_ATTRIBUTE}]`));
  for (const button of live) queue.splice(queue.indexOf(button), 1);
  return live;
}

/**
 * Called once React has hydrated a part (from an effect): the part is no longer pending, and
 * the taps the visitor made on it meanwhile are replayed, in the order they were made. The
 * replay waits for the next task, once React has finished committing the part: a click
 * dispatched while its effects are still being run is not delivered to the part.
 */
export function partHydrated(name: string): void {
  partElement(name)?.removeAttribute(PENDING_ATTRIBUTE);
  announce(name);
  document.dispatchEvent(new Event(PART_HYDRATED_EVENT));
  setTimeout(() => {
    for (const button of takeLiveClicks()) button.click();
  });
}

/** Another page is about to be rendered: what <html data-hydrated> says is about to be stale. */
export function forgetHydratedParts(): void {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
}
