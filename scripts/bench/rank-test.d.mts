/** Types of rank-test.mjs for the unit tests. */
export declare const SIGNIFICANCE: number;
export declare function rankSumTest(
  a: number[],
  b: number[],
): { p: number; aHigher: boolean } | null;
export declare function rankReading(
  a: (number | undefined)[] | undefined,
  b: (number | undefined)[] | undefined,
): string;
