/**
 * Languages as content/languages.yaml lists them, made up for the tests of the logic that reads
 * the registry: a site of three languages, one of them right to left, which the shipped
 * content has not. What the shipped site does is tested against the shipped registry.
 */
import type { SiteLanguage } from "../../src/content/languages";

export const testLanguage = (
  code: string,
  name: string,
  caseStudiesFolder: string,
  more: Partial<SiteLanguage> = {},
): SiteLanguage => ({
  code,
  name,
  dir: "ltr",
  caseStudiesFolder,
  ogLocale: `${code}_${code.toUpperCase()}`,
  published: true,
  ...more,
});

export const FRENCH = testLanguage("fr", "Français", "projets", { ogLocale: "fr_FR" });
export const ENGLISH = testLanguage("en", "English", "projects", { ogLocale: "en_US" });
export const GERMAN = testLanguage("de", "Deutsch", "projekte", { ogLocale: "de_DE" });
export const HEBREW = testLanguage("he", "עברית", "projects", { ogLocale: "he_IL", dir: "rtl" });

/** A site of three languages, French the default. */
export const THREE_LANGUAGES = [FRENCH, ENGLISH, GERMAN];
