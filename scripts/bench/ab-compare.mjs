// Comparing two builds: the ratio B/A of a figure, and the band of ratios an A/A run (the
// same build served twice) shows, the noise of the session. Whether a difference stands out
// of the noise is rank-test.mjs's reading.

/**
 * B/A, or null when it means nothing (A is 0 and B is not, or a figure is missing). Two
 * equal values give 1, zeros included: "no change" is what a reader should see.
 */
export function ratio(a, b) {
  if (typeof a !== "number" || typeof b !== "number") return null;
  if (a === b) return 1;
  if (a === 0) return null;
  return b / a;
}

export const formatRatio = (value) => (value === null ? "-" : value.toFixed(2));

/**
 * The band of ratios an A/A run shows, made symmetric: a build measured against itself at
 * 1.19 could as well have come out at 1/1.19 = 0.84. Returns `[low, high]` around 1, or
 * null without A/A ratios.
 */
export function noiseBand(aaRatios) {
  const known = aaRatios.filter((value) => typeof value === "number" && value > 0);
  if (known.length === 0) return null;
  const widest = Math.max(...known.map((value) => Math.max(value, 1 / value)));
  return [1 / widest, widest];
}
