import { withPrefix } from "gatsby";

/** The site's icon file (static/icons.svg): one symbol per icon, by id. */
export const ICONS_FILE = "/icons.svg";

/**
 * An icon of static/icons.svg, drawn in the current text colour at the size of `className`.
 * The drawings live in that one file, cached once for every page, rather than in the page's
 * JavaScript and in every page's HTML.
 */
export function Icon({
  id,
  className,
  ...data
}: { id: string; className: string } & Record<`data-${string}`, string>) {
  return (
    <svg className={className} aria-hidden="true" focusable="false" {...data}>
      <use href={`${withPrefix(ICONS_FILE)}#${id}`} />
    </svg>
  );
}
