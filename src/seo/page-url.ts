import { caseStudyPath, homePath, type PathLanguage } from "../navigation/page-paths";

/**
 * Public addresses of the site's pages and files. `siteUrl` is the origin, without trailing
 * slash (content schema); `pathPrefix` is Gatsby's path prefix ("" at the root of a domain,
 * "/repo" for a GitHub Pages project site).
 */

/** Public address of any file or page of the site, from its path from the site root. */
export const fileUrl = (siteUrl: string, pathPrefix: string, file: string): string =>
  `${siteUrl}${pathPrefix}${file}`;

/** Public address of a language's home page. */
export const pageUrl = (siteUrl: string, pathPrefix: string, language: string): string =>
  fileUrl(siteUrl, pathPrefix, homePath(language));

/**
 * Public address of a project's case study page in a language: the one helper every output
 * (JSON Resume, CV, sitemap) links a case study with, so that they all name the same page.
 */
export const caseStudyUrl = (
  siteUrl: string,
  pathPrefix: string,
  language: PathLanguage,
  projectId: string,
): string => fileUrl(siteUrl, pathPrefix, caseStudyPath(language, projectId));
