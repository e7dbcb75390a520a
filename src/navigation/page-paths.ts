import type { SiteLanguage } from "../content/languages";

/**
 * The site's page paths, from the site root and without Gatsby's path prefix (add it with
 * `withPrefix`, or the build's `basePath`): the home page of each language, and a project's
 * case study under a folder named in that language (content/languages.yaml
 * `caseStudiesFolder`), so that both addresses read naturally.
 */

/** What a page's path needs of its language. */
export type PathLanguage = Pick<SiteLanguage, "code" | "caseStudiesFolder">;

/** `/fr/`: a language's home page. */
export const homePath = (code: string): string => `/${code}/`;

/** `/fr/projets/fleet-app/`: the case study of a project, in a language. */
export const caseStudyPath = (language: PathLanguage, projectId: string): string =>
  `/${language.code}/${language.caseStudiesFolder}/${projectId}/`;
