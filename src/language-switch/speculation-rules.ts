import { HYDRATED_ATTRIBUTE, LANGUAGE_SWITCH_ATTRIBUTE } from "../hydration/hydration-attributes";

/**
 * The Speculation Rules of every page (https://developer.mozilla.org/docs/Web/API/Speculation_Rules_API,
 * inlined in <head> by gatsby-ssr.tsx): the browser prerenders the page the language toggle
 * leads to (the same page in the other language), so that a switch shows a page already
 * loaded, laid out and hydrated. A document rule, so one text serves every page and follows
 * the toggle's address; `immediate`, since the toggle is always on screen; and only once the
 * page is live (its <html> has the hydrated mark, which the browser watches like any
 * selector), so the prerender does not compete with the page's own load. Browsers without
 * prerendering load the other page when the toggle is followed.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { selector_matches: `html[${HYDRATED_ATTRIBUTE}] a[${LANGUAGE_SWITCH_ATTRIBUTE}]` },
      eagerness: "immediate",
    },
  ],
});
