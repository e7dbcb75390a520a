// Comparing two builds: the ratio B/A of a figure, and whether it stands out of the noise
// measured by an A/A run (the same build served twice).

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

/**
 * How to read the B/A ratios of one figure on every page (lower is better), given its A/A
 * ratios: "B lower" or "B higher" only when every page's ratio is outside the band on the same
 * side, else "noise"; "" without a band. One page alone is not enough: in trial sessions of a
 * build against the same source with 3 loads, a single page fell outside its A/A band (0.44
 * for a band of 0.98-1.02) while the other page showed nothing.
 */
export function verdict(abRatios, aaRatios) {
  const band = noiseBand(aaRatios);
  if (!band || abRatios.length === 0 || abRatios.includes(null)) return "";
  if (abRatios.every((value) => value < band[0])) return "B lower";
  if (abRatios.every((value) => value > band[1])) return "B higher";
  return "noise";
}
