import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
import type { HomePageData } from "../content/page-data";
import { localeString } from "./locale-strings";
import { pageUrl } from "./page-url";

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };
/** static/og-image.png, the card shown when the page is shared. */
const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/** JSON for a <script> element: `<` escaped, so no content can ever close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Title, description, canonical and language alternates, social cards and JSON-LD Person. */
export function SeoHead({ data, language }: { data: HomePageData; language: Language }) {
  const site = data.siteYaml!;
  const title = `${site.name} · ${site.jobTitle}`;
  const description = localeString(data.locales, "seo.description", { name: site.name });
  const url = (lang: Language) => pageUrl(site.siteUrl, lang);
  const image = `${site.siteUrl}/og-image.png`;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.jobTitle,
    email: `mailto:${site.email}`,
    url: url(language),
    address: { "@type": "PostalAddress", addressLocality: site.location },
    sameAs: [site.social.linkedin, site.social.github, site.social.gitlab],
  };
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
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="profile" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALES[lang]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
      <script type="application/ld+json">{scriptJson(person)}</script>
    </>
  );
}
