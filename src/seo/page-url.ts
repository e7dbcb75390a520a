import type { Language } from "../config/constants";

/**
 * Public address of a language's page. `siteUrl` is the origin, without trailing slash (content
 * schema); `pathPrefix` is Gatsby's path prefix ("" at the root of a domain, "/repo" for a
 * GitHub Pages project site).
 */
export const pageUrl = (siteUrl: string, pathPrefix: string, language: Language): string =>
  `${siteUrl}${pathPrefix}/${language}/`;

/** Public address of any file of the site, e.g. a share card. */
export const fileUrl = (siteUrl: string, pathPrefix: string, file: string): string =>
  `${siteUrl}${pathPrefix}${file}`;
