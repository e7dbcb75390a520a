import { lazy, type ComponentType } from "react";
import { PART_LOAD_MARGIN } from "../config/constants";
import { PART_NEEDED_EVENT, partSelector } from "./part-attributes";

// Parts whose code waits to be needed, by name: calling one loads it now.
const waiting = new Map<string, () => void>();
// The HTML the server wrote for each part waiting, to show in its place if React drops it.
const servedHtml = new Map<string, string>();
let everyPartNeeded = false;

/** When a part's code is needed, besides a tap or focus in it. */
export interface PartNeeds {
  /**
   * Once it comes within PART_LOAD_MARGIN of the viewport: for parts that do something as
   * they scroll into view (reveal animations). A part made only of text and links does not:
   * its server HTML works as it is, and it is hydrated once the visitor reaches into it.
   */
  nearViewport: boolean;
}

/**
 * Resolves when the server-rendered part `name` is needed: when the visitor taps or focuses
 * something in it, or as `needs` says. At once on the server, and when the part was not
 * server-rendered (a page rendered in the browser: the development server, or another page
 * after a navigation).
 */
function whenNeeded(name: string, { nearViewport }: PartNeeds): Promise<void> {
  if (typeof window === "undefined" || everyPartNeeded) return Promise.resolve();
  const part = document.querySelector(partSelector(name, { pending: true }));
  if (!part) return Promise.resolve();
  servedHtml.set(name, part.innerHTML);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) needed();
      },
      { rootMargin: PART_LOAD_MARGIN },
    );
    function needed() {
      observer.disconnect();
      part!.removeEventListener(PART_NEEDED_EVENT, needed);
      waiting.delete(name);
      resolve();
    }
    waiting.set(name, needed);
    // The part's element only wraps (display: contents): its children have the boxes.
    if (nearViewport) for (const child of part.children) observer.observe(child);
    part.addEventListener(PART_NEEDED_EVENT, needed);
    // Reached into before this code ran: the head script kept the tap; focus is still there.
    const tapped = window.__earlyClicks?.some((button) => part.contains(button));
    if (tapped || part.contains(document.activeElement)) needed();
  });
}

/**
 * A part of the page whose code is split from the page's first bundles and loaded only when
 * the part is needed (React.lazy). Until then React keeps its server-rendered HTML as it is,
 * and hydrates it once loaded, in a task of its own. Declared with deferredPart, which renders
 * it inside its deferred PagePart under the same name.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  needs: PartNeeds = { nearViewport: true },
) {
  return lazy(async () => {
    await whenNeeded(name, needs);
    return { default: await load() };
  });
}

/** The HTML the server wrote for a part still waiting for its code ("" if none). */
export const servedPartHtml = (name: string): string => servedHtml.get(name) ?? "";

/** Loads a part's code now, if it is still waiting to be needed. */
export const needPart = (name: string): void => waiting.get(name)?.();

/**
 * Loads every part still waiting: another page is about to be rendered in the browser (a
 * language switch), and it renders whole, so its parts must not wait for the old page's
 * elements to come into view.
 */
export function loadEveryPart(): void {
  everyPartNeeded = true;
  for (const needed of [...waiting.values()]) needed();
}
