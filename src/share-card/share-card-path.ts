import type { Language } from "../config/constants";

/** Path of a language's share card from the site root (without the path prefix). */
export const shareCardPath = (language: Language): string => `/share-card-${language}.png`;
