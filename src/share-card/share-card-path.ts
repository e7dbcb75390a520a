import type { Language } from "../config/constants";

/** Path of a language's share card from the site root (without the path prefix). */
export const shareCardPath = (language: Language): string => `/share-card-${language}.png`;

/** Path of the share card of a project's case study in a language, from the site root. */
export const projectShareCardPath = (language: Language, projectId: string): string =>
  `/share-cards/${language}/${projectId}.png`;
