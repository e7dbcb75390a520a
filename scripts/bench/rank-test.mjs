// Do two builds' Lighthouse passes (or throttled loads) differ by more than chance? The
// Wilcoxon rank-sum (Mann-Whitney) test, exact and with ties, on the passes themselves: a ratio
// of medians alone cannot tell a change from the machine's noise (here one build's Lighthouse
// TBT moved from 400 to 1,800 ms between passes).

/** Below this two-sided p, the bench reads a difference; above, noise. */
export const SIGNIFICANCE = 0.05;

/**
 * Ranks of every value among all of them, 1-based, tied values sharing the mean of their
 * ranks, doubled so that they stay whole numbers (ties give halves).
 */
function doubledRanks(values) {
  const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value);
  const ranks = new Array(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    // Positions start..end (0-based) share the ranks start+1..end+1: their mean, doubled.
    for (let i = start; i <= end; i += 1) ranks[order[i].index] = start + end + 2;
    start = end + 1;
  }
  return ranks;
}

/**
 * The exact two-sided test that the values of `a` and of `b` come from the same spread: `p` is
 * the share of all the ways to deal the pooled values into groups of their sizes whose rank
 * sum for the first group is at least as far from its mean as the one observed, counted by
 * dynamic programming over the (doubled) rank sums, so ties are handled exactly; `aHigher`
 * says on which side of its mean `a`'s rank sum fell. Null when a side has no value.
 */
export function rankSumTest(a, b) {
  if (a.length === 0 || b.length === 0) return null;
  const ranks = doubledRanks([...a, ...b]);
  const observed = ranks.slice(0, a.length).reduce((sum, rank) => sum + rank, 0);
  const maxSum = ranks.reduce((sum, rank) => sum + rank, 0);
  // ways[k][s]: subsets of k of the ranks seen so far whose sum is s.
  const ways = Array.from({ length: a.length + 1 }, () => new Float64Array(maxSum + 1));
  ways[0][0] = 1;
  for (const rank of ranks) {
    for (let k = a.length; k >= 1; k -= 1) {
      for (let s = maxSum; s >= rank; s -= 1) ways[k][s] += ways[k - 1][s - rank];
    }
  }
  const mean = a.length * (ranks.length + 1); // doubled, like the ranks
  const distance = Math.abs(observed - mean);
  let total = 0;
  let asFar = 0;
  ways[a.length].forEach((count, sum) => {
    total += count;
    if (Math.abs(sum - mean) >= distance) asFar += count; // whole numbers: compared exactly
  });
  return { p: asFar / total, aHigher: observed > mean };
}

/**
 * How to read two builds' passes or loads: "B higher" or "B lower" when their ranks differ beyond
 * chance (p below SIGNIFICANCE), else "noise"; with the p-value. Empty without two passes a
 * side: one pass each can never show a difference.
 */
export function rankReading(a, b) {
  const known = (values) => (values ?? []).filter((value) => typeof value === "number");
  const [first, second] = [known(a), known(b)];
  if (first.length < 2 || second.length < 2) return "";
  const { p, aHigher } = rankSumTest(first, second);
  const pText = `p ${p < 0.01 ? "< 0.01" : p.toFixed(2)}`;
  if (p >= SIGNIFICANCE) return `noise (${pText})`;
  return `${aHigher ? "B lower" : "B higher"} (${pText})`;
}
