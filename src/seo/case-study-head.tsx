import { withPrefix } from "gatsby";
import { LANGUAGES, type Language } from "../config/constants";
import type { CaseStudyPageData } from "../content/page-data";
import { caseStudyPath } from "../navigation/page-paths";
import { projectShareCardPath } from "../share-card/share-card-path";
import { creativeWorkJsonLd } from "./creative-work-json-ld";
import { PageHead } from "./page-head";
import { fileUrl } from "./page-url";

/** A case study's <head>: the project as an article, with its own share card and JSON-LD. */
export function CaseStudyHead({ data, language }: { data: CaseStudyPageData; language: Language }) {
  const site = data.siteYaml!;
  const project = data.project!;
  const title = `${project.title} · ${site.name}`;
  const pathPrefix = withPrefix("/").slice(0, -1);
  const paths = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, caseStudyPath(lang, project.yamlId)]),
  ) as Record<Language, string>;
  const shareCard = projectShareCardPath(language, project.yamlId);
  const work = creativeWorkJsonLd({
    name: project.title,
    description: project.description,
    url: fileUrl(site.siteUrl, pathPrefix, paths[language]),
    language,
    imageUrl: fileUrl(site.siteUrl, pathPrefix, shareCard),
    technologies: project.technologies,
    repository: project.repository,
    demo: project.demo,
    author: { name: site.name, homeUrl: fileUrl(site.siteUrl, pathPrefix, "/") },
  });
  return (
    <PageHead
      language={language}
      title={title}
      description={project.description}
      paths={paths}
      siteUrl={site.siteUrl}
      siteName={site.name}
      jsonResume={site.jsonResume}
      ogType="article"
      shareCard={shareCard}
      shareCardAlt={`${project.title} · ${site.name}, ${site.jobTitle}`}
      jsonLd={work}
    />
  );
}
