import { HYDRATED_ATTRIBUTE, isHydrated, PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";
import { whenFirstPainted } from "../hydration/first-paint";
import { prerenderEagerness } from "./prerender-eagerness";

/**
 * Once the page is hydrated, painted and the browser idle, PRERENDER_READY_ATTRIBUTE on <html>
 * lets the Speculation Rules prerender the other page (speculation-rules.ts), at once or not at
 * all (prerender-eagerness.ts), so that the prerender competes neither with this page's load
 * nor with its first frame. Without requestIdleCallback (Safari), a task later; without
 * PerformanceObserver, there are no Speculation Rules either.
 */
export function markReadyToPrerender(): void {
  const root = document.documentElement;
  const whenHydrated = new MutationObserver(whenPainted);
  whenHydrated.observe(root, { attributeFilter: [HYDRATED_ATTRIBUTE] });
  whenPainted();
  function whenPainted() {
    if (!isHydrated()) return;
    whenHydrated.disconnect();
    whenFirstPainted(() => {
      const idle = window.requestIdleCallback ?? setTimeout;
      const eagerness = prerenderEagerness(navigator.languages);
      idle(() => root.setAttribute(PRERENDER_READY_ATTRIBUTE, eagerness));
    });
  }
}
