import type { SiteLanguage } from "../content/languages";
import { cannotDraw } from "../cv/drawn-files";
import { caseStudyPath, homePath } from "../navigation/page-paths";
import { projectShareCardPath, shareCardPath } from "../share-card/share-card-path";
import { socialProfiles, type SocialLinks } from "../social/social-profiles";
import { creativeWorkJsonLd } from "./creative-work-json-ld";
import { pageHeadTags, type HeadTag } from "./head-tags";
import { localeString } from "./locale-strings";
import { fileUrl } from "./page-url";
import { personJsonLd } from "./person-json-ld";

/** What the pages' heads say, in one language: the owner, the projects, the description. */
export const HEAD_QUERY = `query PageHeads($lang: String!) {
  siteYaml {
    name
    jobTitle(lang: $lang)
    tagline(lang: $lang)
    location(lang: $lang)
    email
    siteUrl
    portrait { publicURL }
    social { linkedin github gitlab }
    jsonResume(lang: $lang)
  }
  allSkillsYaml { nodes { items(lang: $lang) } }
  allTimelineYaml { nodes { organization } }
  allExperienceYaml { nodes { organization } }
  allProjectsYaml { nodes { yamlId title(lang: $lang) description(lang: $lang) technologies repository demo } }
  locales: allLocale(filter: { language: { eq: $lang } }) { edges { node { data } } }
}`;

export interface HeadContent {
  siteYaml: {
    name: string;
    jobTitle: string;
    tagline: string;
    location: string;
    email: string;
    siteUrl: string;
    portrait: { publicURL: string } | null;
    social: SocialLinks;
    jsonResume: string;
  };
  allSkillsYaml: { nodes: { items: string[] }[] };
  allTimelineYaml: { nodes: { organization: string | null }[] };
  allExperienceYaml: { nodes: { organization: string | null }[] };
  allProjectsYaml: {
    nodes: {
      yamlId: string;
      title: string;
      description: string;
      technologies: string[];
      repository: string | null;
      demo: string | null;
    }[];
  };
  locales: { edges: { node: { data: string } }[] };
}

/** The page's language and the site's languages (content/languages.yaml, those the build makes). */
export interface HeadLanguages {
  language: SiteLanguage;
  languages: readonly SiteLanguage[];
}

/** The home page's head: the owner, as a profile page with its JSON-LD Person. */
export function homeHead(
  content: HeadContent,
  { language, languages }: HeadLanguages,
  pathPrefix: string,
): HeadTag[] {
  const site = content.siteYaml;
  const title = `${site.name} · ${site.jobTitle}`;
  const shareCard = cannotDraw(language, "shareCard")
    ? undefined
    : { path: shareCardPath(language.code), alt: `${title} · ${site.tagline}` };
  const person = personJsonLd({
    name: site.name,
    jobTitle: site.jobTitle,
    email: site.email,
    location: site.location,
    url: fileUrl(site.siteUrl, pathPrefix, homePath(language.code)),
    homeUrl: fileUrl(site.siteUrl, pathPrefix, "/"),
    // The owner's portrait when the content has one (its address carries the path prefix).
    imageUrl: site.portrait
      ? `${site.siteUrl}${site.portrait.publicURL}`
      : shareCard && fileUrl(site.siteUrl, pathPrefix, shareCard.path),
    sameAs: socialProfiles(site.social).map((profile) => profile.href),
    skills: content.allSkillsYaml.nodes.flatMap((category) => category.items),
    schools: content.allTimelineYaml.nodes.flatMap((step) => step.organization ?? []),
    employer: content.allExperienceYaml.nodes[0]?.organization,
  });
  return pageHeadTags({
    language,
    languages,
    title,
    description: localeString(content.locales, "seo.description", { name: site.name }),
    pathIn: (lang) => homePath(lang.code),
    siteUrl: site.siteUrl,
    pathPrefix,
    siteName: site.name,
    jsonResume: site.jsonResume,
    ogType: "profile",
    shareCard,
    jsonLd: person,
  });
}

/** A case study's head: the project as an article, with its own share card and JSON-LD. */
export function caseStudyHead(
  content: HeadContent,
  { language, languages }: HeadLanguages,
  projectId: string,
  pathPrefix: string,
): HeadTag[] {
  const site = content.siteYaml;
  const project = content.allProjectsYaml.nodes.find((node) => node.yamlId === projectId);
  if (!project) throw new Error(`No project "${projectId}" in content/projects.yaml`);
  const pathIn = (lang: SiteLanguage) => caseStudyPath(lang, projectId);
  const shareCard = cannotDraw(language, "shareCard")
    ? undefined
    : {
        path: projectShareCardPath(language.code, projectId),
        alt: `${project.title} · ${site.name}, ${site.jobTitle}`,
      };
  return pageHeadTags({
    language,
    languages,
    title: `${project.title} · ${site.name}`,
    description: project.description,
    pathIn,
    siteUrl: site.siteUrl,
    pathPrefix,
    siteName: site.name,
    jsonResume: site.jsonResume,
    ogType: "article",
    shareCard,
    jsonLd: creativeWorkJsonLd({
      name: project.title,
      description: project.description,
      url: fileUrl(site.siteUrl, pathPrefix, pathIn(language)),
      language: language.code,
      imageUrl: shareCard && fileUrl(site.siteUrl, pathPrefix, shareCard.path),
      technologies: project.technologies,
      repository: project.repository,
      demo: project.demo,
      author: { name: site.name, homeUrl: fileUrl(site.siteUrl, pathPrefix, "/") },
    }),
  });
}
