/**
 * @jest-environment node
 */
// The rank-sum test the A/B bench reads Lighthouse passes with (scripts/bench/rank-test.mjs),
// checked against values from the Mann-Whitney tables.
import { rankReading, rankSumTest } from "../../scripts/bench/rank-test.mjs";

describe("rankSumTest", () => {
  it("gives the exact two-sided p of fully separated groups", () => {
    // 2 of the C(6,3) = 20 deals are as extreme: all lowest or all highest.
    expect(rankSumTest([1, 2, 3], [4, 5, 6])).toEqual({ p: 0.1, aHigher: false });
    // 2 of C(8,4) = 70.
    expect(rankSumTest([5, 6, 7, 8], [1, 2, 3, 4])?.p).toBeCloseTo(2 / 70, 10);
    expect(rankSumTest([5, 6, 7, 8], [1, 2, 3, 4])?.aHigher).toBe(true);
  });

  it("matches the table for U = 5 with 5 values a side (two-sided p 0.151)", () => {
    const a = [660, 537, 507, 505, 725];
    const b = [788, 756, 536, 738, 559];
    expect(rankSumTest(a, b)?.p).toBeCloseTo(0.1508, 4);
  });

  it("handles ties exactly: identical groups are p 1, interleaved ones far from 0", () => {
    expect(rankSumTest([80, 80, 80], [80, 80, 80])?.p).toBe(1);
    // Mid-ranks: the 81s share ranks 3 and 4 (3.5 each); a's sum 1 + 3.5 + 5 = 9.5 of mean 10.5.
    expect(rankSumTest([79, 81, 83], [80, 81, 84])?.p).toBeGreaterThan(0.5);
  });

  it("is null without values on a side", () => {
    expect(rankSumTest([], [1, 2])).toBeNull();
  });
});

describe("rankReading", () => {
  it("names the side that is higher only beyond chance, with the p-value", () => {
    expect(rankReading([80, 81, 82, 83, 84, 85], [90, 91, 92, 93, 94, 95])).toBe(
      "B higher (p < 0.01)",
    );
    expect(rankReading([900, 950, 1000, 1100], [500, 520, 540, 560])).toBe("B lower (p 0.03)");
    expect(rankReading([1, 3, 5, 7], [2, 4, 6, 8])).toBe("noise (p 0.69)");
  });

  it("says nothing with fewer than two passes a side, or passes missing", () => {
    expect(rankReading([5], [6])).toBe("");
    expect(rankReading(undefined, [1, 2])).toBe("");
    expect(rankReading([1, undefined, 2], [3, 4])).toBe("noise (p 0.33)");
  });
});
