import { LANGUAGES, type Language } from "../config/constants";

/**
 * Whether the browser prerenders the other language's page (speculation-rules.ts): at once
 * (`immediate`, https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness)
 * or not at all (`none`: no rule matches, and the toggle loads the page when followed).
 */
export type PrerenderEagerness = "immediate" | "none";

/** The language offered first to a visitor whose browser lists neither of the site's. */
const LANGUAGE_FOR_OTHER_READERS: Language = "en";

/**
 * The site's language the visitor reads first: the first of their browser's languages
 * (`navigator.languages`, most preferred first, like `fr-CA` or `en`) that the site has.
 */
export function firstLanguageRead(visitorLanguages: readonly string[]): Language {
  for (const tag of visitorLanguages) {
    const [primary = ""] = tag.toLowerCase().split("-");
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (language) return language;
  }
  return LANGUAGE_FOR_OTHER_READERS;
}

/**
 * A prerender takes the device's processor while it runs, and so slows the page's own taps
 * (measured in docs/performance.md): it is made only for the visitors the switch is for, those
 * who read the other language first (a recruiter from abroad on a link to the French page).
 * Its bundles now wait for its activation (src/bundles/load-bundles.ts), but parsing, styling
 * and laying the other page out still ran beside the taps, which were not shown to hold
 * (docs/performance.md): everyone else, most of whom never switch, still gets none. Nor does a
 * browser that names no language (`navigator.languages` empty: some automated ones): nothing
 * says it reads the other language. Not on intent either: on a phone, `moderate` and
 * `conservative` start the prerender as the finger lands on the toggle, and the page then
 * showed later than a plain load of it (measured in docs/performance.md).
 */
export const prerenderEagerness = (
  pageLanguage: string,
  visitorLanguages: readonly string[],
): PrerenderEagerness =>
  visitorLanguages.length === 0 || firstLanguageRead(visitorLanguages) === pageLanguage
    ? "none"
    : "immediate";
