/**
 * A year as the language writes it (`2026`, or in another script's digits), from its tag
 * (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/DateTimeFormat).
 * Mid-year in UTC, so that every time zone reads the same year.
 */
export const formatYear = (year: number, language: string): string =>
  new Intl.DateTimeFormat(language, { year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, 6, 1)),
  );

/** The year the page was built, and how the build wrote it in the page's language. */
export interface BuildYear {
  year: number;
  /**
   * Written at build time, so that hydration meets the server's text whatever the visitor's
   * browser knows of the language (its own ICU data may write digits otherwise).
   */
  text: string;
}
