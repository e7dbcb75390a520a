import {
  HYDRATED_ATTRIBUTE,
  isHydrated,
  LANGUAGE_SWITCH_ATTRIBUTE,
  PRERENDER_READY_ATTRIBUTE,
  PRERENDER_TARGET_ATTRIBUTE,
} from "../hydration/page-marks";
import { whenFirstPainted } from "../hydration/first-paint";
import { languageToPrerender, prerenderEagerness } from "./prerender-choice";

/**
 * Once the page is hydrated, painted and the browser idle, the language link this reader is
 * likeliest to follow is marked PRERENDER_TARGET_ATTRIBUTE (prerender-choice.ts), then
 * PRERENDER_READY_ATTRIBUTE on <html> lets the Speculation Rules prerender its page
 * (speculation-rules.ts), at once or not at all, so that the prerender competes neither with
 * this page's load nor with its first frame. Without requestIdleCallback (Safari), a task
 * later; without PerformanceObserver, there are no Speculation Rules either.
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
      idle(() => {
        const links = [
          ...document.querySelectorAll<HTMLAnchorElement>(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`),
        ];
        const chosen = languageToPrerender(
          navigator.languages,
          links.map((link) => link.hreflang),
        );
        links
          .find((link) => link.hreflang === chosen)
          ?.setAttribute(PRERENDER_TARGET_ATTRIBUTE, "");
        root.setAttribute(PRERENDER_READY_ATTRIBUTE, prerenderEagerness(navigator.languages));
      });
    });
  }
}
