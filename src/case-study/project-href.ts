import { withPrefix } from "gatsby";
import { caseStudyPath, homePath, type PathLanguage } from "../navigation/page-paths";
import type { ListedProject } from "./case-study-neighbours";

/** A project's case study page, in a language, with the path prefix: for a link to it. */
export const caseStudyHref = (language: PathLanguage, projectId: string): string =>
  withPrefix(caseStudyPath(language, projectId));

/**
 * Where a link to a project leads, in a language: its case study when it has one, else its
 * card in the home page's showcase (`/fr/#booking-app`). With the path prefix.
 */
export const projectHref =
  (projects: readonly ListedProject[], language: PathLanguage) =>
  (projectId: string): string =>
    projects.some((project) => project.yamlId === projectId && project.caseStudy)
      ? caseStudyHref(language, projectId)
      : `${withPrefix(homePath(language.code))}#${projectId}`;
