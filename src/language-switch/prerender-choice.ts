/**
 * Whether the browser prerenders one of the page's other languages (speculation-rules.ts): at
 * once (`immediate`, https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness)
 * or not at all (`none`: no rule matches, and a language link loads its page when followed).
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
export const prerenderEagerness = (readerLanguages: readonly string[]): PrerenderEagerness =>
  readerLanguages.length === 0 ? "none" : "immediate";

/** A tag's language alone, lowercase: `pt-BR` -> `pt`. */
const primary = (tag: string) => tag.split("-")[0]!.toLowerCase();

/**
 * Which of the page's other languages (`offered`, their codes in the site's order) is
 * prerendered, for one page only: the one the reader ranks first (`navigator.languages`, most
 * wanted first), a tag matching whole (`pt-BR`) before one matching by its language alone (a
 * reader of `en-GB` gets `en`, of `pt` gets `pt-BR`); when the reader reads none of them, the
 * first in the site's order, so that a two-language site prerenders the other page for every
 * reader, as docs/decisions/0027-language-chooser-and-prerender.md says why. None for a browser
 * that names no language (prerenderEagerness).
 */
export function languageToPrerender(
  readerLanguages: readonly string[],
  offered: readonly string[],
): string | undefined {
  if (prerenderEagerness(readerLanguages) === "none") return undefined;
  for (const tag of readerLanguages) {
    const whole = offered.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (whole) return whole;
    const byLanguage = offered.find((code) => primary(code) === primary(tag));
    if (byLanguage) return byLanguage;
  }
  return offered[0];
}
