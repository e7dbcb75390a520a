import { gzipBytes } from "./gzip.mjs";

/**
 * What the first round trip of a new connection carries: TCP's initial congestion window of
 * 10 segments, about 14 KB. The HTML of the first screen should fit in it.
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Where each kind of page's first screen ends: the home page's hero section, a case study's
 * header (its title, summary, role and period, links and screenshot).
 */
const FIRST_SCREENS = [
  { start: 'id="home"', end: "</section>" },
  { start: 'id="case-study-title"', end: "</header>" },
];

/** Gzipped size of a page's HTML from its first byte to the end of its first screen. */
export function firstScreenHtmlGzipBytes(html) {
  for (const { start, end } of FIRST_SCREENS) {
    const startAt = html.indexOf(start);
    const endAt = startAt < 0 ? -1 : html.indexOf(end, startAt);
    if (endAt >= 0) return gzipBytes(html.slice(0, endAt + end.length));
  }
  throw new Error(
    `No first screen in the page's HTML (${FIRST_SCREENS.map(({ start }) => start).join(", ")})`,
  );
}
