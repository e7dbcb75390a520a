/**
 * @jest-environment node
 */
// The bench's known-answer control (scripts/bench/tap-control-check.mjs), how a tap's own
// interaction is told from earlier ones (interaction-recorder.mjs), and how the tables show a
// failed control and the prerender's cost (interaction-summary.mjs). Nothing is timed.
import { tapInteraction } from "../../scripts/bench/interaction-recorder.mjs";
import {
  checkInteractionTargets,
  formatControl,
  formatInteractionTable,
  formatPrerenderCost,
  summarizeInteractions,
} from "../../scripts/bench/interaction-summary.mjs";
import {
  CALIBRATION_TOLERANCE,
  EVENT_TIMING_STEP_MS,
  checkTapControl,
  nextCalibrationRate,
  slowdownWithin,
} from "../../scripts/bench/tap-control-check.mjs";

describe("checkTapControl", () => {
  // 24 ms of work unthrottled is 96 ms at 4x: the tap with it should read 96 ms more.
  const round = (workTaps: number[], emptyTaps = [24, 24, 32]) => ({
    workMs: 24,
    emptyTaps,
    workTaps,
  });

  it("expects the tap without the work plus the work slowed down, and passes within one step", () => {
    expect(checkTapControl([round([120, 128, 120])], 4)).toEqual({
      expectedMs: 120,
      measuredMs: 120,
      emptyMs: 24,
      addedMs: 96,
      offByMs: 0,
      passed: true,
    });
    expect(checkTapControl([round([128, 128, 136])], 4).passed).toBe(true);
    expect(checkTapControl([round([112, 112, 120])], 4).passed).toBe(true);
  });

  it("fails a reading more than one Event Timing step away, either way", () => {
    const slow = checkTapControl([round([136, 136, 144])], 4);
    expect(slow.offByMs).toBe(16);
    expect(slow.passed).toBe(false);
    // The throttling not applied: the work adds a quarter of what it should.
    expect(checkTapControl([round([48, 48, 56])], 4).passed).toBe(false);
  });

  it("pools the rounds: medians of every tap, and of the work timed in each round", () => {
    const check = checkTapControl(
      [
        { workMs: 23, emptyTaps: [24], workTaps: [120] },
        { workMs: 24, emptyTaps: [32], workTaps: [128] },
        { workMs: 25, emptyTaps: [24], workTaps: [120] },
      ],
      4,
    );
    expect(check).toMatchObject({ emptyMs: 24, addedMs: 96, measuredMs: 120, passed: true });
  });

  it("does not pass without readings", () => {
    expect(checkTapControl([], 4).passed).toBe(false);
    expect(checkTapControl([round([])], 4)).toMatchObject({ measuredMs: null, passed: false });
  });

  it("has Event Timing's step as its tolerance", () => {
    expect(EVENT_TIMING_STEP_MS).toBe(8);
  });
});

describe("slowdownWithin", () => {
  it("accepts the slowdown asked for within 15 %, and nothing else", () => {
    expect(slowdownWithin(4, 4)).toBe(true);
    expect(slowdownWithin(3.5, 4)).toBe(true);
    expect(slowdownWithin(4.55, 4)).toBe(true);
    expect(slowdownWithin(1, 4)).toBe(false);
    expect(slowdownWithin(4.8, 4)).toBe(false);
    expect(slowdownWithin(null, 4)).toBe(false);
  });
});

describe("nextCalibrationRate", () => {
  it("scales the rate by the slowdown missing: rate 4 running pages at 4.5x gives 3.56", () => {
    expect(nextCalibrationRate(4, 4.5, 4)).toEqual({ rate: 3.56, done: false });
    expect(nextCalibrationRate(4, 3.6, 4)).toEqual({ rate: 4.44, done: false });
  });

  it("keeps the rate once the page runs within the tolerance of the aim", () => {
    expect(CALIBRATION_TOLERANCE).toBe(0.02);
    expect(nextCalibrationRate(3.56, 4.07, 4)).toEqual({ rate: 3.56, done: true });
    expect(nextCalibrationRate(3.56, 3.93, 4)).toEqual({ rate: 3.56, done: true });
    expect(nextCalibrationRate(3.56, 4.1, 4).done).toBe(false);
  });

  it("never asks for less than no throttling", () => {
    expect(nextCalibrationRate(1.2, 6, 4)).toEqual({ rate: 1, done: false });
  });
});

describe("tapInteraction", () => {
  const entry = (name: string, id: number, start: number, duration: number) => ({
    name,
    id,
    start,
    duration,
  });

  it("takes the tap's own interaction, its longest entry, not a keystroke reported with it", () => {
    const events = [
      // The last keystroke, typed before the tap and reported only with the tap's frame.
      entry("keydown", 7, 4128, 1664),
      entry("keyup", 7, 4160, 16),
      entry("pointerdown", 9, 5806, 24),
      entry("pointerup", 9, 5823, 24),
      entry("click", 9, 5823, 72),
    ];
    expect(tapInteraction(events, 5790, 16)).toEqual({ durationMs: 72, start: 5806 });
  });

  it("counts a tap that left no entry as the reporting threshold, an upper bound", () => {
    expect(tapInteraction([entry("keydown", 7, 100, 400)], 200, 16)).toEqual({
      durationMs: 16,
      start: null,
    });
  });

  it("takes the first tap after the one sent when two come", () => {
    const events = [entry("click", 3, 300, 40), entry("click", 4, 900, 200)];
    expect(tapInteraction(events, 250, 16).durationMs).toBe(40);
  });
});

describe("a failed control in the interactions table", () => {
  const control = (passed: boolean) => ({
    default: {
      check: {
        expectedMs: 120,
        measuredMs: passed ? 120 : 176,
        emptyMs: 24,
        addedMs: 96,
        offByMs: passed ? 0 : 56,
        passed,
      },
    },
  });
  const summaries = {
    "/fr/": summarizeInteractions([{ theme: 80, slowdownPage: 4.1 }]),
  };

  it("says what the control read and expected", () => {
    expect(formatControl(control(true), 4)).toEqual([
      "  Known-answer control: a tap with 96 ms of work at 4x read 120 ms, expected 120 ms (the same tap without the work 24 ms + 96 ms): off by 0 ms, within 8 ms ✓",
    ]);
    expect(formatControl(undefined, 4)).toEqual([]);
  });

  it("says the slowdown the control's page ran at, and the DevTools rate that ran it", () => {
    const measured = { default: { ...control(true).default, slowdown: 4.02, rate: 3.56 } };
    expect(formatControl(measured, 4)[0]).toMatch(
      /within 8 ms ✓ \(its page ran at 4\.02×, DevTools' rate 3\.56\)$/,
    );
  });

  it("marks the timed figures ? and says they are not trusted, but not the slowdown's own check", () => {
    const meta = { loads: 1, cpuSlowdown: 4, control: control(false), controlPassed: false };
    const lines = formatInteractionTable(summaries, meta).split("\n");
    expect(lines[1]).toMatch(/read 176 ms, expected 120 ms .*off by 56 ms, over 8 ms ✗$/);
    expect(lines[2]).toMatch(/CONTROL FAILED/);
    expect(lines.find((line) => line.includes("Theme button"))).toMatch(/80 ms \(80 ms\) \?/);
    expect(lines.find((line) => line.includes("CPU slowdown"))).toMatch(/4\.10× \(4\.10×\) ✓/);
    const trusted = { ...meta, control: control(true), controlPassed: true };
    expect(formatInteractionTable(summaries, trusted)).toMatch(/80 ms \(80 ms\) ✓/);
  });

  it("marks the timed targets untrusted in the results", () => {
    expect(checkInteractionTargets(summaries, false)).toEqual([
      { label: "Theme button", path: "/fr/", met: true, untrusted: true },
      { label: "CPU slowdown timed in the page tapped", path: "/fr/", met: true },
    ]);
  });
});

describe("formatPrerenderCost", () => {
  const meta = { loads: 3, cpuSlowdown: 4 };
  const off = {
    summaries: {
      "/fr/": summarizeInteractions([{ theme: 88 }, { theme: 80 }, { theme: 96 }]),
    },
  };

  it("holds each tap after hydration to 1.1 times the same tap without prerendering, plus one Event Timing step", () => {
    const on = {
      summaries: {
        "/fr/": summarizeInteractions([
          { theme: 112, languageSwitchColdOverLimit: 0.6 },
          { theme: 104, languageSwitchColdOverLimit: 0.7 },
          { theme: 120, languageSwitchColdOverLimit: 0.8 },
        ]),
      },
    };
    const lines = formatPrerenderCost([off, on], meta).split("\n");
    expect(lines[0]).toMatch(/target on ≤ 1\.10 × off \+ 8 ms/);
    expect(lines.find((line) => line.includes("Theme button"))).toMatch(
      /88 ms → 112 ms\s+1\.27 ✗\s+/,
    );
    expect(lines.find((line) => line.includes("cold switch"))).toMatch(/0\.70× ✓/);
  });

  it("passes a tap within the bar", () => {
    const on = { summaries: { "/fr/": summarizeInteractions([{ theme: 104 }]) } };
    expect(formatPrerenderCost([off, on], meta)).toMatch(/88 ms → 104 ms\s+1\.18 ✓/);
  });

  it("names the visitor the prerendering side stands for", () => {
    const on = { summaries: { "/fr/": summarizeInteractions([{ theme: 96 }]) } };
    expect(formatPrerenderCost([off, on], meta, "a visitor who reads French first")).toMatch(
      /^The prerender's cost, a visitor who reads French first: taps after hydration/,
    );
  });
});
