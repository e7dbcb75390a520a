/** Path of a language's share card from the site root (without the path prefix). */
export const shareCardPath = (language: string): string => `/share-card-${language}.png`;

/** Whether a path is a language's share card, whichever the language. */
export const isShareCardPath = (path: string): boolean => /^\/share-card-[^/]+\.png$/.test(path);

/** The folder of the projects' share cards, from the site root: the build alone writes it. */
export const PROJECT_SHARE_CARDS_FOLDER = "/share-cards";

/** Path of the share card of a project's case study in a language, from the site root. */
export const projectShareCardPath = (language: string, projectId: string): string =>
  `${PROJECT_SHARE_CARDS_FOLDER}/${language}/${projectId}.png`;
