import { LANGUAGES, type Language } from "../config/constants";

/**
 * The site's page paths, from the site root and without Gatsby's path prefix (add it with
 * `withPrefix`, or the build's `basePath`): the home page of each language, and a project's
 * case study under a folder named in that language, so that both addresses read naturally.
 */

/** The folder of the case studies in each language's paths. */
export const CASE_STUDY_FOLDERS: Record<Language, string> = { fr: "projets", en: "projects" };

/** `/fr/`: a language's home page. */
export const homePath = (language: Language): string => `/${language}/`;

/** `/fr/projets/fleet-app/`: the case study of a project, in a language. */
export const caseStudyPath = (language: Language, projectId: string): string =>
  `/${language}/${CASE_STUDY_FOLDERS[language]}/${projectId}/`;

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "");

/**
 * The same page in another language: `/fr/projets/fleet-app/` -> `/en/projects/fleet-app/`,
 * `/fr/` -> `/en/`. A path of no language of the site is returned as it is.
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const [, current, folder, projectId, ...rest] = pathname.split("/");
  if (!isLanguage(current)) return pathname;
  if (folder === CASE_STUDY_FOLDERS[current] && projectId && rest.join("") === "") {
    return caseStudyPath(language, projectId);
  }
  return pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${language}`);
}
