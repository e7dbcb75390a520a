import type { SiteLanguage, TextDirection } from "../content/languages";

/**
 * A page in one of the site's languages, as the language chooser links it: made at build time
 * for each page (gatsby-node.ts) and handed to the page in its context, so that the browser
 * gets the languages from the content, never from code.
 */
export interface LanguageLink {
  code: string;
  /** The language's own name (`Deutsch`): the chooser's list shows it. */
  name: string;
  dir: TextDirection;
  /** The page in that language, from the site root, without the path prefix. */
  path: string;
  /**
   * The language's name in the page's language (`anglais` on a French page), for the single
   * link's accessible name: from the build's ICU data
   * (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/DisplayNames),
   * its own name where ICU has none.
   */
  label: string;
}

/** The language's name in `pageCode`'s language, its own name where ICU knows none. */
function nameIn(pageCode: string, language: SiteLanguage): string {
  try {
    const label = new Intl.DisplayNames([pageCode], { type: "language", fallback: "none" }).of(
      language.code,
    );
    return label ?? language.name;
  } catch {
    return language.name;
  }
}

/** The page in every language of `languages` (`pathIn` gives its path in one), for `pageCode`'s page. */
export const languageLinks = (
  languages: readonly SiteLanguage[],
  pathIn: (language: SiteLanguage) => string,
  pageCode: string,
): LanguageLink[] =>
  languages.map((language) => ({
    code: language.code,
    name: language.name,
    dir: language.dir,
    path: pathIn(language),
    label: nameIn(pageCode, language),
  }));
