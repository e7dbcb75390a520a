import type { Language } from "../config/constants";

/** Public address of a language's page; `siteUrl` has no trailing slash (content schema). */
export const pageUrl = (siteUrl: string, language: Language): string => `${siteUrl}/${language}/`;
