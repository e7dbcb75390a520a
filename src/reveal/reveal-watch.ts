import { animateIn, hideForReveal, type RevealMotion } from "./reveal-animation";

/** When an element counts as entered. */
export interface RevealTrigger {
  /** Its top is above this fraction of the viewport height. */
  viewportFraction: number;
  /** This fraction of it is visible. */
  threshold: number;
}

interface Watch {
  element: HTMLElement;
  motion: RevealMotion;
  trigger: RevealTrigger;
  mounted: boolean;
}

// Elements registered by the render under way, measured all together once it is done.
let registered: Watch[] = [];
// Hidden elements waiting to enter, and one observer per trigger for all of them.
const waiting = new Map<Element, Watch>();
const observers = new Map<string, IntersectionObserver>();

function revealEntered(entries: IntersectionObserverEntry[], observer: IntersectionObserver) {
  for (const entry of entries) {
    const watch = waiting.get(entry.target);
    if (!watch || !entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    waiting.delete(entry.target);
    void animateIn(watch.element, watch.motion);
  }
}

function observerFor({ viewportFraction, threshold }: RevealTrigger): IntersectionObserver {
  const key = `${viewportFraction}/${threshold}`;
  let observer = observers.get(key);
  if (!observer) {
    // A margin in % of the viewport follows the viewport when the window is resized.
    const bottomMargin = `-${Math.round((1 - viewportFraction) * 100)}%`;
    observer = new IntersectionObserver(revealEntered, {
      rootMargin: `0px 0px ${bottomMargin} 0px`,
      threshold,
    });
    observers.set(key, observer);
  }
  return observer;
}

/**
 * Where `element` starts, relative to the viewport; for a section off screen, the section's own
 * top. An element not shown yet (in a tab panel not chosen) has no box and would read as at the
 * top, shown at once; by its section, it waits below the fold like the rest.
 */
function topInViewport(element: HTMLElement, viewportHeight: number): number {
  const section = element.closest("section")?.getBoundingClientRect();
  if (section && (section.top >= viewportHeight || section.bottom <= 0)) return section.top;
  return element.getBoundingClientRect().top;
}

/** Reads every registered position first, then writes: one layout for the whole page, not one per element. */
function hideBelowTheFold() {
  const watches = registered.filter((watch) => watch.mounted);
  registered = [];
  const viewportHeight = window.innerHeight;
  const below = watches.filter(
    ({ element, trigger }) =>
      topInViewport(element, viewportHeight) >= viewportHeight * trigger.viewportFraction,
  );
  for (const watch of below) {
    hideForReveal(watch.element, watch.motion.rise);
    waiting.set(watch.element, watch);
    observerFor(watch.trigger).observe(watch.element);
  }
}

/**
 * Hides `element` if it is below the fold and reveals it when it enters; returns the
 * cleanup. Called from layout effects: the check runs in a microtask once the render is
 * done, still before the browser paints, so nothing on screen ever flickers.
 */
export function watchReveal(
  element: HTMLElement,
  motion: RevealMotion,
  trigger: RevealTrigger,
): () => void {
  const watch: Watch = { element, motion, trigger, mounted: true };
  if (registered.length === 0) queueMicrotask(hideBelowTheFold);
  registered.push(watch);
  return () => {
    watch.mounted = false;
    if (waiting.get(element) !== watch) return;
    waiting.delete(element);
    observerFor(trigger).unobserve(element);
  };
}
