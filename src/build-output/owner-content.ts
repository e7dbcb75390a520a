import type { SiteLanguage } from "../content/languages";
import { inlineMarkdownText } from "../content/markdown-text";
import type { MarkdownNode } from "../content/markdown-tree";
import type { OwnerContent, ProjectLink } from "../cv/cv-content";
import { jsonResumePath } from "../cv/cv-file-name";
import { localeString } from "../seo/locale-strings";
import { caseStudyUrl, fileUrl, pageUrl } from "../seo/page-url";

/**
 * The content the CV, the share card and the JSON Resume are made from, in one language. The same fields and
 * `lang` arguments as the page query (src/templates/home-page.tsx), so they say what the page says.
 */
export const OWNER_CONTENT_QUERY = `
  query OwnerContent($lang: String!) {
    siteYaml {
      name
      jobTitle(lang: $lang)
      tagline(lang: $lang)
      location(lang: $lang)
      email
      siteUrl
      portrait { publicURL }
      social { linkedin github gitlab }
    }
    allTimelineYaml {
      nodes {
        yamlId year(lang: $lang) title(lang: $lang) location(lang: $lang) organization
        description(lang: $lang)
      }
    }
    allExperienceYaml {
      nodes {
        yamlId year(lang: $lang) title(lang: $lang) location(lang: $lang) organization
        description(lang: $lang) skills highlights(lang: $lang) impact(lang: $lang)
      }
    }
    allSkillsYaml { nodes { yamlId items(lang: $lang) } }
    allCertificationsYaml { nodes { yamlId title(lang: $lang) issuer url } }
    allProjectsYaml {
      nodes {
        yamlId title(lang: $lang) description(lang: $lang) technologies repository demo
        caseStudy {
          role(lang: $lang) period(lang: $lang)
          results { figure(lang: $lang) text(lang: $lang) }
        }
      }
    }
    locales: allLocale(filter: { language: { eq: $lang } }) { edges { node { data } } }
  }
`;

type Nodes<T> = { nodes: ({ yamlId: string } & T)[] };
type WithoutId<T> = Omit<T, "id">;
type Project = OwnerContent["projects"][number];

/** A project as the query gives it: its links apart, its results' texts as Markdown trees. */
interface ProjectNode extends Omit<Project, "id" | "link" | "caseStudy"> {
  repository: string | null;
  demo: string | null;
  caseStudy:
    | (Omit<NonNullable<Project["caseStudy"]>, "results"> & {
        results: { figure: string | null; text: MarkdownNode[] }[];
      })
    | null;
}

/** The result of OWNER_CONTENT_QUERY (queries of gatsby-node are not covered by typegen). */
export interface OwnerContentResult {
  siteYaml: OwnerContent["site"] & {
    siteUrl: string;
    /** With the path prefix (gatsby-source-filesystem adds it). */
    portrait: { publicURL: string | null } | null;
  };
  allTimelineYaml: Nodes<WithoutId<OwnerContent["timeline"][number]>>;
  allExperienceYaml: Nodes<WithoutId<OwnerContent["experience"][number]>>;
  allSkillsYaml: Nodes<{ items: string[] }>;
  allCertificationsYaml: Nodes<WithoutId<OwnerContent["certifications"][number]>>;
  allProjectsYaml: Nodes<ProjectNode>;
  locales: { edges: { node: { data: string | null } }[] };
}

const withId = <T extends { yamlId: string }>({ yamlId, ...rest }: T) => ({ id: yamlId, ...rest });

/** The project's link (see `ProjectLink`): its case study page, else its demo, else its code. */
function projectLink(
  caseStudyPage: string | null,
  { demo, repository }: Pick<ProjectNode, "demo" | "repository">,
): ProjectLink | null {
  if (caseStudyPage) return { kind: "caseStudy", url: caseStudyPage };
  if (demo) return { kind: "demo", url: demo };
  if (repository) return { kind: "repository", url: repository };
  return null;
}

/** A project of one language: its link, and its case study's results as plain text. */
function project(
  { yamlId, repository, demo, caseStudy, ...texts }: ProjectNode & { yamlId: string },
  caseStudyPageUrl: (projectId: string) => string,
): Project {
  return {
    id: yamlId,
    ...texts,
    link: projectLink(caseStudy ? caseStudyPageUrl(yamlId) : null, { demo, repository }),
    caseStudy: caseStudy && {
      ...caseStudy,
      results: caseStudy.results.map(({ figure, text }) => ({
        figure,
        text: inlineMarkdownText(text),
      })),
    },
  };
}

export function ownerContent(
  data: OwnerContentResult,
  language: SiteLanguage,
  pathPrefix: string,
): OwnerContent {
  const label = (key: string) => localeString(data.locales, key);
  const { siteUrl, portrait, ...site } = data.siteYaml;
  const networks = Object.keys(site.social) as (keyof typeof site.social)[];
  return {
    language: language.code,
    pageUrl: pageUrl(siteUrl, pathPrefix, language.code),
    jsonResumeUrl: fileUrl(siteUrl, pathPrefix, jsonResumePath(site.name, language.code)),
    portraitUrl: portrait?.publicURL ? `${siteUrl}${portrait.publicURL}` : null,
    site,
    timeline: data.allTimelineYaml.nodes.map(withId),
    experience: data.allExperienceYaml.nodes.map(withId),
    skills: data.allSkillsYaml.nodes.map(({ yamlId, items }) => ({
      id: yamlId,
      label: label(`skillCategories.${yamlId}`),
      items,
    })),
    certifications: data.allCertificationsYaml.nodes.map(withId),
    projects: data.allProjectsYaml.nodes.map((node) =>
      project(node, (id) => caseStudyUrl(siteUrl, pathPrefix, language, id)),
    ),
    labels: {
      experience: label("experience.title"),
      education: label("timeline.title"),
      skills: label("skillsTitle"),
      certifications: label("portfolio.tabs.certifications"),
      projects: label("portfolio.tabs.projects"),
      impact: label("experience.impact"),
      about: label("about.description"),
      profiles: Object.fromEntries(
        networks.map((network) => [network, label(`contact.links.${network}`)]),
      ) as OwnerContent["labels"]["profiles"],
      caseStudy: label("shareCard.caseStudy"),
      projectLinks: {
        caseStudy: label("cv.caseStudy"),
        demo: label("cv.demo"),
        repository: label("cv.repository"),
      },
    },
  };
}
