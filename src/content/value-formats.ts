/**
 * Formats of the content values that are more than "some text", shared by the
 * build-time validation and the JSON Schemas so that the editor and the build
 * accept exactly the same values.
 */

/** Entry ids become anchors (`/fr/#fleet-app`) and GraphQL ids: a lowercase slug. */
export const ID_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

/** Links leave the site in a new tab; only absolute web addresses make sense there. */
export const URL_PATTERN = "^https?://";

/** Deliberately loose: it catches typos (a missing @ or domain), not every invalid address. */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";

/** What gatsby-plugin-sharp can process, plus SVG, which the site serves as-is. */
export const IMAGE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"] as const;
