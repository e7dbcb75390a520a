import { useSpring, type SpringValue } from "@react-spring/web";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./prefers-reduced-motion";

// Layout effects warn on the server; there, nothing needs hiding anyway.
const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface RevealOptions {
  /** Delay before the element fades in, once it enters. */
  delayMs?: number;
  durationMs: number;
  /** How far below its place the element starts (CSS length). */
  rise: string;
  /** The element enters once its top is above this fraction of the viewport height. */
  viewportFraction?: number;
  /** Fraction of the element that must be visible. */
  threshold?: number;
}

export interface Reveal<T> {
  ref: React.RefObject<T>;
  style: { opacity: SpringValue<number>; transform: ReturnType<SpringValue<string>["to"]> };
}

/**
 * Fades an element in and up the first time it scrolls into view, then leaves it shown.
 *
 * Progressive enhancement: the server renders everything visible. After hydration only
 * elements still below the viewport are hidden (before paint), so nothing on screen
 * flickers; without JavaScript or with reduced motion nothing is ever hidden.
 */
export function useReveal<T extends Element>({
  delayMs = 0,
  durationMs,
  rise,
  viewportFraction = 1,
  threshold = 0,
}: RevealOptions): Reveal<T> {
  const ref = useRef<T>(null);
  const [hidden, setHidden] = useState(false);

  useBeforePaintEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    if (element.getBoundingClientRect().top < window.innerHeight * viewportFraction) return;
    setHidden(true);

    const bottomMargin = `-${Math.round((1 - viewportFraction) * 100)}%`;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setHidden(false);
            stop();
          }
        },
        { rootMargin: `0px 0px ${bottomMargin} 0px`, threshold },
      );
      observer.observe(element);
    };
    // The viewport's size is part of the observer's margin: rebuild it when it changes.
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener("resize", observe);
    };
    observe();
    window.addEventListener("resize", observe);
    return stop;
  }, [viewportFraction, threshold]);

  const spring = useSpring({
    opacity: hidden ? 0 : 1,
    y: hidden ? rise : "0rem",
    immediate: hidden,
    delay: hidden ? 0 : delayMs,
    config: { duration: durationMs },
  });
  return {
    ref,
    style: { opacity: spring.opacity, transform: spring.y.to((y) => `translateY(${y})`) },
  };
}
