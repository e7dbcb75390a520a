/**
 * Whether the browser prerenders the other language's page (speculation-rules.ts): at once
 * (`immediate`, https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness)
 * or not at all (`none`: no rule matches, and the toggle loads the page when followed).
 */
export type PrerenderEagerness = "immediate" | "none";

/**
 * At once for every visitor, whichever language they read first: the prerendered page runs no
 * script until shown, and the taps beside it were answered as fast as without it. Not for a
 * browser that names no language (`navigator.languages` empty: some automated ones), which
 * nothing says is a reader. Not on intent: on a phone that starts the prerender as the finger
 * lands, and the page showed later than a plain load. The figures:
 * docs/decisions/0010-prerender-eagerness.md.
 */
export const prerenderEagerness = (visitorLanguages: readonly string[]): PrerenderEagerness =>
  visitorLanguages.length === 0 ? "none" : "immediate";
