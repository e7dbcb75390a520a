import { useEffect, useLayoutEffect, useRef } from "react";
import type { RevealMotion } from "../reveal/reveal-animation";
import { watchReveal } from "../reveal/reveal-watch";
import { prefersReducedMotion } from "../reveal/prefers-reduced-motion";

// Layout effects warn on the server; there, nothing needs hiding anyway.
const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface RevealOptions extends Omit<RevealMotion, "delayMs"> {
  /** Delay before the element fades in, once it enters. */
  delayMs?: number;
  /** The element enters once its top is above this fraction of the viewport height. */
  viewportFraction?: number;
  /** Fraction of the element that must be visible. */
  threshold?: number;
}

/**
 * Fades an element in and up the first time it scrolls into view, then leaves it shown.
 *
 * Progressive enhancement: the server renders everything visible. After hydration only
 * elements still below the viewport are hidden (before paint), so nothing on screen
 * flickers; without JavaScript or with reduced motion nothing is ever hidden. The element's
 * style is set directly, not rendered: hydration stays cheap, and the animation library is
 * only loaded by the first reveal.
 */
export function useReveal<T extends HTMLElement>({
  delayMs = 0,
  durationMs,
  rise,
  viewportFraction = 1,
  threshold = 0,
}: RevealOptions): React.RefObject<T> {
  const ref = useRef<T>(null);

  useBeforePaintEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    return watchReveal(element, { delayMs, durationMs, rise }, { viewportFraction, threshold });
  }, [delayMs, durationMs, rise, viewportFraction, threshold]);

  return ref;
}
