// The order of measurements in an A/B session. A slow spell of a shared machine (a neighbour's
// build, a GC pause of the bench itself) then lands on both builds and both pages alike,
// instead of on all of one build's runs.

/**
 * Every (pass, page, side) of a session, in the order to measure them: pass after pass; in
 * each pass the pages take turns, and for each page the sides take turns (A, B, A, B...).
 * `sides` and `pages` are arrays of anything; returns `[{ pass, page, side }]`, pass from 1.
 */
export function interleavedOrder(sides, pages, passes) {
  const order = [];
  for (let pass = 1; pass <= passes; pass += 1) {
    for (const page of pages) {
      for (const side of sides) order.push({ pass, page, side });
    }
  }
  return order;
}
