import { gzipBytes } from "./gzip.mjs";

/**
 * What the first round trip of a new connection carries: TCP's initial congestion window of
 * 10 segments, about 14 KB. The HTML of the first screen should fit in it.
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const HERO_START = 'id="home"';
const SECTION_END = "</section>";

/** Gzipped size of a page's HTML from its first byte to the end of the hero section. */
export function firstScreenHtmlGzipBytes(html) {
  const heroStart = html.indexOf(HERO_START);
  const heroEnd = heroStart < 0 ? -1 : html.indexOf(SECTION_END, heroStart);
  if (heroEnd < 0) throw new Error(`No hero section (${HERO_START}) in the page's HTML`);
  return gzipBytes(html.slice(0, heroEnd + SECTION_END.length));
}
