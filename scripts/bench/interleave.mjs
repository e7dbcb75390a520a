// The order of measurements in an A/B session. A slow spell of a shared machine (a neighbour's
// build, a GC pause of the bench itself) then lands on both builds and both pages alike,
// instead of on all of one build's runs; and no build is always measured first.

/**
 * Every (pass, page, side) of a session, in the order to measure them: pass after pass; in
 * each pass the pages take turns, and for each page the sides take turns, their order turned
 * by one place each pass (A, B, then B, A; with three sides A, B, C, then B, C, A...), so each
 * side is measured as often in each place. With A always first, any effect of the place
 * fell on one build: in one session here, Lighthouse passes measured first in their turn ran
 * scripts before the LCP in 5 of 10, those in later places in 7-8 of 10, whichever build it
 * was (too few passes to be sure; the rotation makes the question moot). `sides` and `pages`
 * are arrays of anything; returns `[{ pass, page, side }]`, pass from 1.
 */
export function interleavedOrder(sides, pages, passes) {
  const order = [];
  for (let pass = 1; pass <= passes; pass += 1) {
    const turn = (pass - 1) % sides.length;
    const sidesThisPass = [...sides.slice(turn), ...sides.slice(0, turn)];
    for (const page of pages) {
      for (const side of sidesThisPass) order.push({ pass, page, side });
    }
  }
  return order;
}
