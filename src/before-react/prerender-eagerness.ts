import { LANGUAGES, type Language } from "../config/constants";

/**
 * How eagerly the browser prerenders the other language's page (speculation-rules.ts): at once
 * (`immediate`) or on a sign of intent (`moderate`: a pointer resting on the toggle, or pressed
 * on it). https://developer.mozilla.org/docs/Web/HTML/Element/script/type/speculationrules#eagerness
 */
export type PrerenderEagerness = "immediate" | "moderate";

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
 * (measured in docs/performance.md): it is made at once only for the visitors the switch is
 * for, those who read the other language first (a recruiter from abroad on a link to the French
 * page), and on intent for everyone else, most of whom never switch.
 */
export const prerenderEagerness = (
  pageLanguage: string,
  visitorLanguages: readonly string[],
): PrerenderEagerness =>
  firstLanguageRead(visitorLanguages) === pageLanguage ? "moderate" : "immediate";
