let reducedMotionQuery: MediaQueryList | undefined;

/**
 * True when the visitor asked the system for less motion (always false on the server).
 * A plain function, not a hook: the reveals ask it when they start watching an element, and
 * nothing re-renders when the setting changes. One media query, made once and read live.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  reducedMotionQuery ??= window.matchMedia("(prefers-reduced-motion: reduce)");
  return reducedMotionQuery.matches;
}
