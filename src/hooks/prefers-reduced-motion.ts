let reducedMotionQuery: MediaQueryList | undefined;

/**
 * True when the visitor asked the system for less motion (always false on the server).
 * One media query, made once and read live: every revealed element asks.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  reducedMotionQuery ??= window.matchMedia("(prefers-reduced-motion: reduce)");
  return reducedMotionQuery.matches;
}
