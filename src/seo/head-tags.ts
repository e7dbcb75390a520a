import type { SiteLanguage } from "../content/languages";
import { SHARE_CARD_SIZE } from "../share-card/share-card";
import { fileUrl } from "./page-url";

/**
 * One element of a page's <head>, as data: made at build time (gatsby-node.ts) and handed to
 * the page in its context, so that the code that decides the tags stays out of the browser
 * bundle; the page's Head only renders them (page-head.tsx).
 */
export interface HeadTag {
  tag: "html" | "title" | "meta" | "link" | "script";
  attributes?: Record<string, string>;
  /** The element's text: the title, or a JSON-LD script's JSON. */
  text?: string;
}

/** JSON for a <script> element: `<` escaped, so no content can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface PageHeadFacts {
  /** The page's language. */
  language: SiteLanguage;
  /** The site's languages (content/languages.yaml, those the build makes), the default first. */
  languages: readonly SiteLanguage[];
  title: string;
  description: string;
  /** The page's path in a language, from the site root, without the path prefix. */
  pathIn: (language: SiteLanguage) => string;
  /** The site's public origin (content/site.yaml `siteUrl`) and Gatsby's path prefix. */
  siteUrl: string;
  pathPrefix: string;
  siteName: string;
  /** The page's language's JSON Resume, with the path prefix. */
  jsonResume: string;
  ogType: "profile" | "article";
  /**
   * The page's share card, from the site root (made at build time, src/share-card/), and its
   * text; none where the build cannot draw the page's language's (src/cv/drawn-files.ts).
   */
  shareCard?: { path: string; alt: string };
  /** The page's structured data (schema.org, JSON-LD). */
  jsonLd: object;
}

const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: name, content },
});

/**
 * A page's <head>: its language and direction, title, description, canonical and language
 * alternates (every language, the page's own among them, and `x-default`, the default
 * language's: https://developers.google.com/search/docs/specialty/international/localized-versions),
 * the JSON Resume of its language, social cards and JSON-LD.
 */
export function pageHeadTags(facts: PageHeadFacts): HeadTag[] {
  const { language, languages, title, description, siteUrl, pathPrefix } = facts;
  const url = (lang: SiteLanguage) => fileUrl(siteUrl, pathPrefix, facts.pathIn(lang));
  const card = facts.shareCard && {
    url: fileUrl(siteUrl, pathPrefix, facts.shareCard.path),
    alt: facts.shareCard.alt,
  };
  const alternate = (hreflang: string, href: string): HeadTag => ({
    tag: "link",
    attributes: { rel: "alternate", hrefLang: hreflang, href },
  });
  return [
    // Left to right is the default: `dir` only for a language written right to left.
    {
      tag: "html",
      attributes: { lang: language.code, ...(language.dir === "rtl" ? { dir: "rtl" } : {}) },
    },
    { tag: "title", text: title },
    meta("name", "description", description),
    meta("name", "theme-color", "#020617"),
    { tag: "link", attributes: { rel: "canonical", href: url(language) } },
    ...languages.map((lang) => alternate(lang.code, url(lang))),
    alternate("x-default", url(languages[0]!)),
    // The CV as JSON Resume, made from the content with the pages (src/json-resume/). No
    // hreflang: search engines read those as the page's language versions.
    {
      tag: "link",
      attributes: { rel: "alternate", type: "application/json", href: facts.jsonResume },
    },
    {
      tag: "link",
      attributes: { rel: "icon", href: `${pathPrefix}/favicon.svg`, type: "image/svg+xml" },
    },
    meta("property", "og:type", facts.ogType),
    meta("property", "og:site_name", facts.siteName),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url(language)),
    ...(card
      ? [
          meta("property", "og:image", card.url),
          meta("property", "og:image:width", String(SHARE_CARD_SIZE.width)),
          meta("property", "og:image:height", String(SHARE_CARD_SIZE.height)),
          meta("property", "og:image:alt", card.alt),
        ]
      : []),
    meta("property", "og:locale", language.ogLocale),
    ...languages
      .filter((lang) => lang.code !== language.code)
      .map((lang) => meta("property", "og:locale:alternate", lang.ogLocale)),
    meta("name", "twitter:card", card ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(card
      ? [meta("name", "twitter:image", card.url), meta("name", "twitter:image:alt", card.alt)]
      : []),
    { tag: "script", attributes: { type: "application/ld+json" }, text: scriptJson(facts.jsonLd) },
  ];
}
