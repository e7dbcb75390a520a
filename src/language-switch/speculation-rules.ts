import { LANGUAGE_SWITCH_ATTRIBUTE, PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";
import type { PrerenderEagerness } from "./prerender-eagerness";

const IMMEDIATE: PrerenderEagerness = "immediate";

/**
 * The Speculation Rules of every page (https://developer.mozilla.org/docs/Web/API/Speculation_Rules_API,
 * inlined in <head> by gatsby-ssr.tsx): the browser prerenders the page the language toggle
 * leads to (the same page in the other language), so that a switch shows a page already
 * loaded and parsed, whose scripts start once it is shown (src/bundles/load-bundles.ts).
 * Document rules, so one text serves every page and follows the toggle's address, and only
 * once the page is hydrated, painted and the browser idle: then the language switch's script
 * marks <html> (which the browser watches like any selector) with whether this visitor gets
 * the prerender (prerender-eagerness.ts), so that the prerender competes neither with the
 * page's own load nor, on a page just shown from a prerender, with its first frame: its own
 * rules start as it is shown. Browsers without prerendering, and visitors who get none, load
 * the other page when the toggle is followed.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        selector_matches: `html[${PRERENDER_READY_ATTRIBUTE}=${IMMEDIATE}] a[${LANGUAGE_SWITCH_ATTRIBUTE}]`,
      },
      eagerness: IMMEDIATE,
    },
  ],
});
