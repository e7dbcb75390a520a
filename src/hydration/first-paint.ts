/**
 * Calls `callback` once the page has painted its first contentful frame
 * (https://developer.mozilla.org/docs/Web/API/PerformancePaintTiming), which a prerendered page
 * does only once shown. False where the browser reports no paint entries: nothing is called.
 */
export function whenFirstPainted(callback: () => void): boolean {
  if (!window.PerformanceObserver) return false;
  const paints = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    paints.disconnect();
    callback();
  });
  paints.observe({ type: "paint", buffered: true });
  return true;
}
