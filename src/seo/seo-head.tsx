import { withPrefix } from "gatsby";
import { LANGUAGES, type Language } from "../config/constants";
import type { HomePageData } from "../content/page-data";
import { homePath } from "../navigation/page-paths";
import { shareCardPath } from "../share-card/share-card-path";
import { socialProfiles } from "../social/social-profiles";
import { localeString } from "./locale-strings";
import { PageHead } from "./page-head";
import { fileUrl } from "./page-url";
import { personJsonLd } from "./person-json-ld";

/** The home page's <head>: the owner, as a profile page with its JSON-LD Person. */
export function SeoHead({ data, language }: { data: HomePageData; language: Language }) {
  const site = data.siteYaml!;
  const title = `${site.name} · ${site.jobTitle}`;
  const pathPrefix = withPrefix("/").slice(0, -1);
  const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, homePath(lang)])) as Record<
    Language,
    string
  >;
  const person = personJsonLd({
    name: site.name,
    jobTitle: site.jobTitle,
    email: site.email,
    location: site.location,
    url: fileUrl(site.siteUrl, pathPrefix, homePath(language)),
    homeUrl: fileUrl(site.siteUrl, pathPrefix, "/"),
    // The owner's portrait when the content has one (its address carries the path prefix).
    imageUrl: site.portrait?.publicURL
      ? `${site.siteUrl}${site.portrait.publicURL}`
      : fileUrl(site.siteUrl, pathPrefix, shareCardPath(language)),
    sameAs: socialProfiles(site.social).map((profile) => profile.href),
    skills: data.allSkillsYaml.nodes.flatMap((category) => category.items),
    schools: data.allTimelineYaml.nodes.flatMap((step) => step.organization ?? []),
    employer: data.allExperienceYaml.nodes[0]?.organization,
  });
  return (
    <PageHead
      language={language}
      title={title}
      description={localeString(data.locales, "seo.description", { name: site.name })}
      paths={paths}
      siteUrl={site.siteUrl}
      siteName={site.name}
      jsonResume={site.jsonResume}
      ogType="profile"
      shareCard={shareCardPath(language)}
      shareCardAlt={`${title} · ${site.tagline}`}
      jsonLd={person}
    />
  );
}
