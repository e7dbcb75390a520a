import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../config/constants";
import type { HomePageData } from "../content/page-data";
import { localeString } from "./locale-strings";

const OG_LOCALES: Record<Language, string> = { fr: "fr_FR", en: "en_US" };

/** Title, description, canonical and language alternates, social cards and JSON-LD Person. */
export function SeoHead({ data, language }: { data: HomePageData; language: Language }) {
  const site = data.siteYaml!;
  const title = `${site.name} · ${site.jobTitle}`;
  const description = localeString(data.locales, "seo.description", { name: site.name });
  const pageUrl = (lang: Language) => `${site.siteUrl}/${lang}/`;
  const image = `${site.siteUrl}/og-image.png`;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.name,
    jobTitle: site.jobTitle,
    email: `mailto:${site.email}`,
    url: pageUrl(language),
    address: { "@type": "PostalAddress", addressLocality: site.location },
    sameAs: [site.social.linkedin, site.social.github, site.social.gitlab],
  };
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content="#020617" />
      <link rel="canonical" href={pageUrl(language)} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={pageUrl(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageUrl(DEFAULT_LANGUAGE)} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl(language)} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((lang) => lang !== language).map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALES[lang]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json">{JSON.stringify(person)}</script>
    </>
  );
}
