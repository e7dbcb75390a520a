import { withPrefix } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
import { SHARE_CARD_SIZE } from "../share-card/share-card";
import { fileUrl } from "./page-url";

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };

/** JSON for a <script> element: `<` escaped, so no content can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface PageHeadProps {
  language: Language;
  title: string;
  description: string;
  /** The page's path in each language, from the site root, without the path prefix. */
  paths: Record<Language, string>;
  /** The site's public origin (content/site.yaml `siteUrl`). */
  siteUrl: string;
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

/**
 * A page's <head>: title, description, canonical and language alternates, the JSON Resume of
 * its language, social cards and JSON-LD. Gatsby's Head API
 * (https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/).
 */
export function PageHead(props: PageHeadProps) {
  const { language, title, description, paths, siteUrl, shareCard, shareCardAlt } = props;
  // Gatsby's path prefix ("" unless built with --prefix-paths), without the trailing slash.
  const pathPrefix = withPrefix("/").slice(0, -1);
  const url = (lang: Language) => fileUrl(siteUrl, pathPrefix, paths[lang]);
  const image = fileUrl(siteUrl, pathPrefix, shareCard);
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#020617" />
      <link rel="canonical" href={url(language)} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LANGUAGE)} />
      {/* The CV as JSON Resume, made from the content with the pages (src/json-resume/). No
          hreflang: search engines read those as the page's language versions. */}
      <link rel="alternate" type="application/json" href={props.jsonResume} />
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      <meta property="og:type" content={props.ogType} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={shareCardAlt} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALES[lang]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={shareCardAlt} />
      <script type="application/ld+json">{scriptJson(props.jsonLd)}</script>
    </>
  );
}
