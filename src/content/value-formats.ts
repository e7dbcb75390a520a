/**
 * Formats of the content values that are more than "some text", shared by the
 * build-time validation and the JSON Schemas so that the editor and the build
 * accept exactly the same values.
 */

/** Entry ids become anchors (`/fr/#fleet-app`) and GraphQL ids: a lowercase slug. */
export const ID_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

/** Links leave the site in a new tab; only absolute web addresses make sense there. */
export const URL_PATTERN = "^https?://";

/**
 * A plain address, `name@domain.tld`: letters, digits and `. _ + -` before the @, a domain name
 * after it. The address ends up in `mailto:` links, where `?` starts header fields (`?bcc=…`),
 * `&` separates them, `,` adds recipients, `#` ends the address and `%` escapes characters
 * (https://www.rfc-editor.org/rfc/rfc6068); spaces, quotes, `<>` and a second `@` have no
 * place in the address an owner publishes either.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9_+-]+(?:\\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$";

/** What gatsby-plugin-sharp can process, plus SVG, which the build draws as WebP (svg-raster.ts). */
export const IMAGE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif"] as const;
