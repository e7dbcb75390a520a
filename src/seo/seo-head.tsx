import { withPrefix } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
import type { HomePageData } from "../content/page-data";
import { SHARE_CARD_SIZE } from "../share-card/share-card";
import { socialProfiles } from "../social/social-profiles";
import { shareCardPath } from "../share-card/share-card-path";
import { localeString } from "./locale-strings";
import { fileUrl, pageUrl } from "./page-url";
import { personJsonLd } from "./person-json-ld";

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };

/** JSON for a <script> element: `<` escaped, so no content can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Title, description, canonical and language alternates, the JSON Resume of the page's
 * language, social cards and JSON-LD Person.
 */
export function SeoHead({ data, language }: { data: HomePageData; language: Language }) {
  const site = data.siteYaml!;
  const title = `${site.name} · ${site.jobTitle}`;
  const description = localeString(data.locales, "seo.description", { name: site.name });
  // Gatsby's path prefix ("" unless built with --prefix-paths), without the trailing slash.
  const pathPrefix = withPrefix("/").slice(0, -1);
  const url = (lang: Language) => pageUrl(site.siteUrl, pathPrefix, lang);
  // The share card of this language, made at build time (src/share-card/).
  const image = fileUrl(site.siteUrl, pathPrefix, shareCardPath(language));
  const imageAlt = `${title} · ${site.tagline}`;
  const person = personJsonLd({
    name: site.name,
    jobTitle: site.jobTitle,
    email: site.email,
    location: site.location,
    url: url(language),
    homeUrl: fileUrl(site.siteUrl, pathPrefix, "/"),
    // The owner's portrait when the content has one (its address carries the path prefix).
    imageUrl: site.portrait?.publicURL ? `${site.siteUrl}${site.portrait.publicURL}` : image,
    sameAs: socialProfiles(site.social).map((profile) => profile.href),
    skills: data.allSkillsYaml.nodes.flatMap((category) => category.items),
    schools: data.allTimelineYaml.nodes.flatMap((step) => step.organization ?? []),
    employer: data.allExperienceYaml.nodes[0]?.organization,
  });
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
      <link rel="alternate" type="application/json" href={site.jsonResume} />
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      <meta property="og:type" content="profile" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALES[lang]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script type="application/ld+json">{scriptJson(person)}</script>
    </>
  );
}
