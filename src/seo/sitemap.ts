import { DEFAULT_LANGUAGE, type Language } from "../config/constants";
import { fileUrl, pageUrl } from "./page-url";

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
 * sitemap.xml: one <url> per language page, each listing every language version and the
 * x-default one as hreflang alternates (the same set as the pages' <head>), as search engines ask.
 */
export function sitemapXml(
  siteUrl: string,
  pathPrefix: string,
  languages: readonly Language[],
): string {
  const alternates = [
    ...languages.map((language) => [language, pageUrl(siteUrl, pathPrefix, language)] as const),
    ["x-default", pageUrl(siteUrl, pathPrefix, DEFAULT_LANGUAGE)] as const,
  ]
    .map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join("\n");
  const urls = languages.map(
    (language) =>
      `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, pathPrefix, language))}</loc>\n${alternates}\n  </url>`,
  );
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
