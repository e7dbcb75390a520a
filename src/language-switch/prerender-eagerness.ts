/**
 * Whether the browser prerenders the other language's page (speculation-rules.ts): at once
 * (`immediate`, https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness)
 * or not at all (`none`: no rule matches, and the toggle loads the page when followed).
 */
export type PrerenderEagerness = "immediate" | "none";

/**
 * At once for every visitor, whichever language they read first: the prerendered page runs no
 * script until it is shown (src/bundles/load-bundles.ts), and the taps made beside it were
 * answered as fast as with prerendering off, for a reader of either language
 * (docs/performance.md), so the French reader who wants the English page gets it as fast as
 * the recruiter from abroad does. Not for a browser that names no language
 * (`navigator.languages` empty: some automated ones), which nothing says is a reader. Not on
 * intent either: on a phone, `moderate` and `conservative` start the prerender as the finger
 * lands on the toggle, and the page then showed later than a plain load of it (measured in
 * docs/performance.md).
 */
export const prerenderEagerness = (visitorLanguages: readonly string[]): PrerenderEagerness =>
  visitorLanguages.length === 0 ? "none" : "immediate";
