import { useEffect, useRef, useState } from "react";

/** How far a reference line (a fraction of the viewport height) has crossed an element, 0 to 1. */
export const scrollProgress = (top: number, height: number, referenceY: number): number =>
  height <= 0 ? 1 : Math.min(1, Math.max(0, (referenceY - top) / height));

/**
 * Tracks `scrollProgress` of an element while the page scrolls. Starts at 1 so the
 * server-rendered page (and a page without JavaScript) shows the element complete.
 */
export function useScrollProgress<T extends HTMLElement>(referenceFraction: number) {
  const ref = useRef<T>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = ref.current?.getBoundingClientRect();
      if (rect)
        setProgress(scrollProgress(rect.top, rect.height, window.innerHeight * referenceFraction));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [referenceFraction]);

  return { ref, progress };
}
