/**
 * @jest-environment node
 */
// The pure logic of the bench's A/B mode (scripts/bench): command line, order of the
// measurements, ratios, noise band, medians and the printed report. Nothing here is timed.
import { formatRatio, noiseBand, ratio } from "../../scripts/bench/ab-compare.mjs";
import {
  SIDE_A,
  SIDE_B,
  SIDE_B_AGAIN,
  compareSides,
  formatAbReport,
  type AbResults,
} from "../../scripts/bench/ab-report.mjs";
import {
  DEFAULT_AB_PASSES,
  DEFAULT_THROTTLED_LOADS,
  parseBenchArgs,
} from "../../scripts/bench/bench-args.mjs";
import { blockingTimeMs } from "../../scripts/bench/blocking-time.mjs";
import { interleavedOrder } from "../../scripts/bench/interleave.mjs";
import { median } from "../../scripts/bench/median.mjs";

describe("parseBenchArgs", () => {
  it("keeps the single-build mode without options", () => {
    expect(parseBenchArgs([])).toEqual({
      skipBuild: false,
      against: null,
      refBuild: null,
      aa: false,
      prerenderOff: false,
      skipLoad: false,
      skipInteractions: false,
      passes: 8,
      loads: DEFAULT_THROTTLED_LOADS,
      site: "public",
      abMode: false,
    });
    expect(parseBenchArgs(["--skip-build"])).toMatchObject({ skipBuild: true, abMode: false });
  });

  it("measures another build folder as it is, and only as it is", () => {
    expect(parseBenchArgs(["--skip-build", "--site", "test-sites/languages/public"])).toMatchObject(
      {
        site: "test-sites/languages/public",
      },
    );
    expect(() => parseBenchArgs(["--site", "x"])).toThrow(/with --skip-build/);
    expect(() => parseBenchArgs(["--skip-build", "--site", "x", "--against", "HEAD"])).toThrow(
      /not with --against/,
    );
  });

  it("reads the prerender's A/B, which compares one build in two browsers, not two builds", () => {
    expect(parseBenchArgs(["--prerender-off", "--aa", "--skip-build"])).toMatchObject({
      prerenderOff: true,
      aa: true,
      skipBuild: true,
    });
    expect(() => parseBenchArgs(["--prerender-off", "--against", "HEAD~1"])).toThrow(
      /not with --against/,
    );
  });

  it("reads an A/B run, with values after a space or an equals sign", () => {
    expect(parseBenchArgs(["--against", "HEAD~1", "--passes", "1", "--loads=5"])).toMatchObject({
      against: "HEAD~1",
      passes: 1,
      loads: 5,
      aa: false,
      abMode: true,
    });
    expect(parseBenchArgs(["--against=main", "--aa", "--skip-build"])).toMatchObject({
      against: "main",
      aa: true,
      skipBuild: true,
      passes: DEFAULT_AB_PASSES,
      abMode: true,
    });
  });

  it("takes a build of the ref made beforehand, only with the ref it is of", () => {
    expect(parseBenchArgs(["--against", "c40f8f2", "--ref-build", "/tmp/c40"])).toMatchObject({
      against: "c40f8f2",
      refBuild: "/tmp/c40",
      abMode: true,
    });
    expect(() => parseBenchArgs(["--ref-build", "/tmp/c40"])).toThrow(/give both/);
  });

  it("makes --aa alone an A/B session of the current build against itself", () => {
    expect(parseBenchArgs(["--aa"])).toMatchObject({ against: null, aa: true, abMode: true });
  });

  it("refuses what it does not understand rather than run the wrong bench", () => {
    expect(() => parseBenchArgs(["--against"])).toThrow(/git ref/);
    expect(() => parseBenchArgs(["--against", "--aa"])).toThrow(/git ref/);
    expect(() => parseBenchArgs(["--passes", "0"])).toThrow(/at least 1/);
    expect(() => parseBenchArgs(["--loads", "two"])).toThrow(/at least 1/);
    expect(() => parseBenchArgs(["--agains", "HEAD~1"])).toThrow(/Unknown option --agains/);
  });
});

describe("interleavedOrder", () => {
  it("alternates the sides for each page, the pages within each pass", () => {
    const order = interleavedOrder(["A", "B"], ["/fr/", "/en/"], 2).map(
      ({ pass, page, side }) => `${pass} ${page} ${side}`,
    );
    expect(order).toEqual([
      "1 /fr/ A",
      "1 /fr/ B",
      "1 /en/ A",
      "1 /en/ B",
      "2 /fr/ B",
      "2 /fr/ A",
      "2 /en/ B",
      "2 /en/ A",
    ]);
  });

  it("measures each side as often in each place of its page's turn", () => {
    const sides = ["A", "B", "B again"];
    const order = interleavedOrder(sides, ["/fr/"], 6);
    for (const side of sides) {
      const places = order
        .filter((entry) => entry.side === side)
        .map((entry) => order.filter((other) => other.pass === entry.pass).indexOf(entry));
      expect(places.sort()).toEqual([0, 0, 1, 1, 2, 2]);
    }
    expect(order.slice(0, 6).map(({ side }) => side)).toEqual([...sides, "B", "B again", "A"]);
  });
});

describe("blockingTimeMs and median", () => {
  it("counts only the part of each task beyond 50 ms", () => {
    expect(blockingTimeMs([30, 50, 51, 120])).toBe(1 + 70);
    expect(blockingTimeMs([])).toBe(0);
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("ratio and noise band", () => {
  it("gives B/A, 1 for equal values (zeros too), nothing when A is 0 alone", () => {
    expect(ratio(200, 100)).toBe(0.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0, 12)).toBeNull();
    expect(ratio(undefined, 12)).toBeNull();
    expect(formatRatio(1.234)).toBe("1.23");
    expect(formatRatio(null)).toBe("-");
  });

  it("makes the A/A band symmetric around 1 and takes the widest ratio", () => {
    const [low, high] = noiseBand([1.25, 0.9]) ?? [];
    expect(high).toBeCloseTo(1.25);
    expect(low).toBeCloseTo(0.8);
    expect(noiseBand([0.5])?.[1]).toBeCloseTo(2);
    expect(noiseBand([null])).toBeNull();
  });
});

const page = (
  performance: number,
  tbtMs: number,
  blockingMs: number,
  scriptMs: number,
  runs?: unknown[],
) => ({
  lighthouse: {
    runs,
    scores: { performance },
    tbtMs,
    lcpMs: 900,
    scriptsBeforeLcpRuns: performance === 100 ? 0 : 1,
    cls: 0,
    fcpMs: 800,
  },
  // Four loads around the median: the blocking times of A and B do not overlap, the script times do.
  throttled: {
    blockingMs,
    scriptMs,
    loads: [-6, -2, 2, 6].map((offset) => ({
      blockingMs: blockingMs + offset,
      scriptMs: scriptMs + offset * 20,
    })),
  },
  firstLoadJs: { totalGzipBytes: 100_000 },
  weight: { htmlGzipBytes: 20_000, cssGzipBytes: 5_000 },
});

const results = (withAa: boolean, runs?: { a: unknown[]; b: unknown[] }): AbResults => ({
  meta: { passes: 1, loads: 4, cpuSlowdown: 4, aaOnly: false },
  sides: {
    [SIDE_A]: {
      label: "HEAD~1",
      commit: "aaaaaaaaaa",
      port: 9610,
      builds: { coldBuildMs: 30_000, installMs: null },
      pages: { "/fr/": page(100, 10, 100, 400, runs?.a) },
    },
    [SIDE_B]: {
      label: "current tree",
      commit: "bbbbbbbbbb",
      port: 9611,
      builds: { coldBuildMs: 33_000 },
      pages: { "/fr/": page(99, 20, 50, 440, runs?.b) },
    },
    ...(withAa && {
      [SIDE_B_AGAIN]: {
        label: "current tree again",
        commit: "bbbbbbbbbb",
        port: 9612,
        builds: null,
        pages: { "/fr/": { throttled: { blockingMs: 60, scriptMs: 380 } } },
      },
    }),
  },
});

describe("compareSides and formatAbReport", () => {
  it("compares each figure of each page, with the A/A ratio of the noise figures", () => {
    const byLabel = Object.fromEntries(
      compareSides(results(true)).map((line) => [line.label, line]),
    );
    expect(byLabel["Performance (Lighthouse, median of 1)"]).toMatchObject({
      a: 100,
      b: 99,
      ratio: 0.99,
    });
    expect(byLabel["TBT (Lighthouse, simulated)"]).toMatchObject({ ratio: 2 });
    expect(byLabel["Passes with scripts run before LCP (of 1)"]).toMatchObject({
      a: 0,
      b: 1,
      ratio: null,
    });
    expect(byLabel["TBT (Lighthouse, simulated)"]?.aaRatio).toBeUndefined();
    expect(byLabel["Blocking time, CPU 4x (median of 4)"]).toMatchObject({
      ratio: 0.5,
      aaRatio: 1.2,
      reading: "B lower (p 0.03)",
    });
    expect(byLabel["Script time, CPU 4x (median of 4)"]?.reading).toMatch(/^noise \(p /);
  });

  it("prints both columns, the ratio, the A/A column and the noise band", () => {
    const report = formatAbReport(results(true));
    expect(report).toMatch(/^A {7}HEAD~1 \(aaaaaaa\), served on :9610$/m);
    expect(report).toMatch(
      /^ {2}Blocking time, CPU 4x \(median of 4\) +100 ms +50 ms +0\.50 +1\.20 +B lower \(p 0\.03\)$/m,
    );
    expect(report).toMatch(/^ {2}Passes with scripts run before LCP \(of 1\) +0 +1 +-$/m);
    expect(report).toMatch(/^ {2}First-load JS \(gzip\) +100\.0 KB +100\.0 KB +1\.00$/m);
    expect(report).toMatch(/^ {2}Cold build +30\.00 s +33\.00 s +1\.10$/m);
    expect(report).toMatch(/^ {2}npm ci +- +- +-$/m);
    expect(report).toContain("the same build twice gave 0.83-1.20");
  });

  it("reads each timed figure from its passes or loads, page by page", () => {
    const run = (performance: number, tbtMs: number) => ({
      scores: { performance },
      tbtMs,
      lcpMs: 900,
      fcpMs: 800,
    });
    const withPasses = results(false, {
      a: [run(90, 300), run(91, 300), run(92, 300), run(93, 300)],
      b: [run(80, 290), run(81, 310), run(82, 300), run(83, 305)],
    });
    const byLabel = Object.fromEntries(
      compareSides(withPasses).map((line) => [line.label, line.reading]),
    );
    expect(byLabel["Performance (Lighthouse, median of 1)"]).toBe("B lower (p 0.03)");
    expect(byLabel["TBT (Lighthouse, simulated)"]).toMatch(/^noise \(p /);
    expect(byLabel["Blocking time, CPU 4x (median of 4)"]).toBe("B lower (p 0.03)");
    expect(byLabel["First-load JS (gzip)"]).toBeUndefined();
    const report = formatAbReport(withPasses);
    expect(report).toMatch(/^\/fr\/ +A +B +B\/A +reading$/m);
    expect(report).toMatch(
      /^ {2}Performance \(Lighthouse, median of 1\) +100 +99 +0\.99 +B lower \(p 0\.03\)$/m,
    );
    expect(report).toContain("exact\n  rank-sum test");
  });

  it("leaves the A/A column out when no A/A was measured", () => {
    const report = formatAbReport(results(false));
    expect(report).not.toContain("A/A");
    expect(report).toMatch(/^\/fr\/ +A +B +B\/A +reading$/m);
  });
});
