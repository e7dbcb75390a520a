/** Delay of the n-th item of a staggered reveal, capped so long lists do not lag. */
export const staggerDelay = (index: number, stepMs: number, maxMs = Infinity): number =>
  Math.min(index * stepMs, maxMs);
