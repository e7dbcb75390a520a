import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
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

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };

/** JSON for a <script> element: `<` escaped, so no content can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface PageHeadFacts {
  language: Language;
  title: string;
  description: string;
  /** The page's path in each language, from the site root, without the path prefix. */
  paths: Record<Language, string>;
  /** The site's public origin (content/site.yaml `siteUrl`) and Gatsby's path prefix. */
  siteUrl: string;
  pathPrefix: string;
  siteName: string;
  /** The page's language's JSON Resume, with the path prefix. */
  jsonResume: string;
  ogType: "profile" | "article";
  /** The page's share card, from the site root (made at build time, src/share-card/). */
  shareCard: string;
  shareCardAlt: string;
  /** The page's structured data (schema.org, JSON-LD). */
  jsonLd: object;
}

const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
  tag: "meta",
  attributes: { [key]: name, content },
});

/**
 * A page's <head>: its language, title, description, canonical and language alternates, the
 * JSON Resume of its language, social cards and JSON-LD.
 */
export function pageHeadTags(facts: PageHeadFacts): HeadTag[] {
  const { language, title, description, siteUrl, pathPrefix } = facts;
  const url = (lang: Language) => fileUrl(siteUrl, pathPrefix, facts.paths[lang]);
  const image = fileUrl(siteUrl, pathPrefix, facts.shareCard);
  const alternate = (hreflang: string, href: string): HeadTag => ({
    tag: "link",
    attributes: { rel: "alternate", hrefLang: hreflang, href },
  });
  return [
    { tag: "html", attributes: { lang: language } },
    { tag: "title", text: title },
    meta("name", "description", description),
    meta("name", "theme-color", "#020617"),
    { tag: "link", attributes: { rel: "canonical", href: url(language) } },
    ...LANGUAGES.map((lang) => alternate(lang, url(lang))),
    alternate("x-default", url(DEFAULT_LANGUAGE)),
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
    meta("property", "og:image", image),
    meta("property", "og:image:width", String(SHARE_CARD_SIZE.width)),
    meta("property", "og:image:height", String(SHARE_CARD_SIZE.height)),
    meta("property", "og:image:alt", facts.shareCardAlt),
    meta("property", "og:locale", OG_LOCALES[language]),
    ...LANGUAGES.filter((lang) => lang !== language).map((lang) =>
      meta("property", "og:locale:alternate", OG_LOCALES[lang]),
    ),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", facts.shareCardAlt),
    { tag: "script", attributes: { type: "application/ld+json" }, text: scriptJson(facts.jsonLd) },
  ];
}
