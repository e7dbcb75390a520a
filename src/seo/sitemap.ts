import type { SiteLanguage } from "../content/languages";
import { caseStudyPath, homePath } from "../navigation/page-paths";
import { fileUrl } from "./page-url";

/** One page of the site: its path in a language, from the site root, without the prefix. */
export type PagePaths = (language: SiteLanguage) => string;

/** The site's pages: the home page, then each project's case study, in the content's order. */
export const sitePages = (caseStudyIds: readonly string[]): PagePaths[] => [
  (language) => homePath(language.code),
  ...caseStudyIds.map(
    (id): PagePaths =>
      (language) =>
        caseStudyPath(language, id),
  ),
];

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/**
 * sitemap.xml: one <url> per page and language (`languages`, those the build makes, the
 * default first), each listing that page's every language version and the x-default one (the
 * default language's) as hreflang alternates: the same set as the pages' <head>, as search
 * engines ask.
 */
export function sitemapXml(
  siteUrl: string,
  pathPrefix: string,
  pages: readonly PagePaths[],
  languages: readonly SiteLanguage[],
) {
  const urls = pages.flatMap((page) => {
    const url = (language: SiteLanguage) => escapeXml(fileUrl(siteUrl, pathPrefix, page(language)));
    const alternates = [
      ...languages.map((language) => [language.code, url(language)] as const),
      ["x-default", url(languages[0]!)] as const,
    ].map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return languages.map((language) =>
      [`  <url>`, `    <loc>${url(language)}</loc>`, ...alternates, `  </url>`].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled, and the sitemap is announced. */
export const robotsTxt = (siteUrl: string, pathPrefix: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${fileUrl(siteUrl, pathPrefix, "/sitemap.xml")}\n`;
