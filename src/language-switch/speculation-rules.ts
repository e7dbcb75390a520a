import { LANGUAGE_SWITCH_ATTRIBUTE, PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";
import type { PrerenderEagerness } from "./prerender-eagerness";

const IMMEDIATE: PrerenderEagerness = "immediate";

/**
 * The Speculation Rules of every page (https://developer.mozilla.org/docs/Web/API/Speculation_Rules_API,
 * inlined in <head> by gatsby-ssr.tsx): the browser prerenders the page the language toggle
 * leads to, so that a switch shows a page already loaded, whose scripts start once it is shown.
 * Document rules, so that one text serves every page and follows the toggle's address; they
 * match only once the switch's script has marked <html> (prerender-ready.ts), which the browser
 * watches like any selector. Browsers without prerendering, and visitors who get none, load the
 * other page when the toggle is followed.
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
