/** Types of interleave.mjs for the unit tests. */
export declare function interleavedOrder<Side, Page>(
  sides: Side[],
  pages: Page[],
  passes: number,
): { pass: number; page: Page; side: Side }[];
