/**
 * Whether the browser prerenders the other language's page (speculation-rules.ts): at once
 * (`immediate`, https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness)
 * or not at all (`none`: no rule matches, and the toggle loads the page when followed).
 */
export type PrerenderEagerness = "immediate" | "none";

/**
 * Every visitor gets the prerender: until it is shown, the other page does only what a page
 * without scripts does (its bundles wait for its activation: src/bundles/load-bundles.ts), so it no longer
 * slows the taps of the page being read, for a visitor who reads either language first
 * (measured in docs/performance.md), and whoever switches finds the page ready. Not for a
 * browser that names no language at all (`navigator.languages` empty: some automated ones,
 * some privacy settings): nothing says it reads the other language, nor that anyone is there.
 * Not on intent either: on a phone, `moderate` and `conservative` start the prerender as the
 * finger lands on the toggle, and the page then showed later than a plain load of it (measured
 * in docs/performance.md).
 */
export const prerenderEagerness = (visitorLanguages: readonly string[]): PrerenderEagerness =>
  visitorLanguages.length > 0 ? "immediate" : "none";
