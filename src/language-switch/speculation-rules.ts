import { PRERENDER_READY_ATTRIBUTE, PRERENDER_TARGET_ATTRIBUTE } from "../hydration/page-marks";
import type { PrerenderEagerness } from "./prerender-choice";

const IMMEDIATE: PrerenderEagerness = "immediate";

/**
 * The Speculation Rules of every page (https://developer.mozilla.org/docs/Web/API/Speculation_Rules_API,
 * inlined in <head> by gatsby-ssr.tsx): the browser prerenders the page of the language link
 * chosen for this reader, so that a switch shows a page already loaded, whose scripts start
 * once it is shown. Document rules, so that one text serves every page and follows the link's
 * address; they match only once the switch's script has marked the link and <html>
 * (prerender-ready.ts), which the browser watches like any selector. Browsers without
 * prerendering, and visitors who get none, load the other page when a link is followed.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        selector_matches: `html[${PRERENDER_READY_ATTRIBUTE}=${IMMEDIATE}] a[${PRERENDER_TARGET_ATTRIBUTE}]`,
      },
      eagerness: IMMEDIATE,
    },
  ],
});
