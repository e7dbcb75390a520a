/**
 * Items of a list that enter together come in one after the other: each `stepMs` after the
 * one before, the last at most `maxMs` after the first, so that long lists do not lag.
 */
export interface Stagger {
  stepMs: number;
  maxMs?: number;
}

/** Delay of the item at `index` of a staggered reveal. */
export const staggerDelay = (index: number, { stepMs, maxMs = Infinity }: Stagger): number =>
  Math.min(index * stepMs, maxMs);
