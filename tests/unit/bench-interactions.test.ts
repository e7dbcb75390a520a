/**
 * @jest-environment node
 */
// The interactions table of the bench (scripts/bench/interaction-summary.mjs): medians and
// maxima of a page's rounds, the targets of issue 34, and the printed tables. Nothing is timed.
import {
  checkInteractionTargets,
  formatInteractionAbTable,
  formatInteractionTable,
  summarizeInteractions,
} from "../../scripts/bench/interaction-summary.mjs";

const meta = { loads: 3, cpuSlowdown: 4 };
const metOf = (checks: { label: string; met: boolean }[], label: string) =>
  checks.find((check) => check.label === label)?.met;

describe("summarizeInteractions", () => {
  it("gives each figure's median and maximum over the rounds that measured it", () => {
    const summary = summarizeInteractions([
      { theme: 80, languageSwitch: 300 },
      { theme: 64 },
      { theme: 104, languageSwitch: 150 },
    ]);
    expect(summary.theme).toEqual({ median: 80, max: 104, samples: [80, 64, 104] });
    expect(summary.languageSwitch).toEqual({ median: 225, max: 300, samples: [300, 150] });
  });

  it("leaves out the figures no round measured", () => {
    expect(summarizeInteractions([{}, {}])).toEqual({});
  });
});

describe("checkInteractionTargets", () => {
  const checks = (figures: Record<string, number>) =>
    checkInteractionTargets({ "/fr/": summarizeInteractions([figures]) });

  it("holds a tap after hydration to 100 ms", () => {
    expect(metOf(checks({ theme: 100 }), "Theme button")).toBe(true);
    expect(metOf(checks({ tab: 101 }), "Showcase tab")).toBe(false);
  });

  it("allows no task over 50 ms while the theme switch animates (0: none reported)", () => {
    const label = "Theme switch: longest task while it animates";
    expect(metOf(checks({ themeLongestTask: 0 }), label)).toBe(true);
    expect(metOf(checks({ themeLongestTask: 51 }), label)).toBe(false);
  });

  it("holds the early tap to 50 ms and the language switch to 200 ms", () => {
    const figures = checks({ earlyTap: 56, languageSwitch: 200 });
    expect(metOf(figures, "Early tap (nav link at DOMContentLoaded)")).toBe(false);
    expect(metOf(figures, "Language switch, click to painted")).toBe(true);
  });

  it("checks the median, not the slowest round", () => {
    const summary = summarizeInteractions([{ menu: 40 }, { menu: 48 }, { menu: 300 }]);
    expect(checkInteractionTargets({ "/en/": summary })).toEqual([
      { label: "Phone menu", path: "/en/", met: true },
    ]);
  });

  it("has no target for the longest frame, which is shown for the record", () => {
    expect(checks({ themeLongestFrame: 120 })).toEqual([]);
  });
});

describe("formatInteractionTable", () => {
  it("prints median (max) per page with the target's mark, and - where a page has no figure", () => {
    const text = formatInteractionTable(
      {
        "/fr/": summarizeInteractions([
          { theme: 80, tab: 40 },
          { theme: 120, tab: 56 },
        ]),
        "/en/projects/fleet-app/": summarizeInteractions([{ theme: 64, themeLongestTask: 0 }]),
      },
      meta,
    );
    const lines = text.split("\n");
    expect(lines[0]).toBe("Interactions: median (max) of 3 loads, CPU 4x, 412×823, Event Timing");
    expect(lines.find((line) => line.includes("Theme button"))).toMatch(
      /100 ms \(120 ms\) ✓\s+64 ms \(64 ms\) ✓\s+≤ 100 ms$/,
    );
    expect(lines.find((line) => line.includes("longest task"))).toMatch(/-\s+none \(none\) ✓/);
    expect(lines.find((line) => line.includes("Showcase tab"))).toMatch(/48 ms \(56 ms\) ✓\s+-/);
  });
});

describe("formatInteractionAbTable", () => {
  it("prints A, B, their ratio, the A/A ratio and the reading, page by page", () => {
    const a = { summaries: { "/fr/": summarizeInteractions([{ theme: 200 }, { theme: 180 }]) } };
    const b = { summaries: { "/fr/": summarizeInteractions([{ theme: 80 }, { theme: 100 }]) } };
    const again = { summaries: { "/fr/": summarizeInteractions([{ theme: 90 }]) } };
    const lines = formatInteractionAbTable([a, b, again], meta).split("\n");
    expect(lines[1]).toMatch(/^\/fr\/\s+A\s+B\s+B\/A\s+A\/A\s+reading\s+Target$/);
    expect(lines[2]).toMatch(
      /Theme button\s+190 ms \(200 ms\) ✗\s+90 ms \(100 ms\) ✓\s+0\.47\s+1\.00\s+\S.*≤ 100 ms$/,
    );
  });

  it("shows the rows B measured, with - where A has none", () => {
    const a = { summaries: { "/fr/": summarizeInteractions([{}]) } };
    const b = { summaries: { "/fr/": summarizeInteractions([{ menu: 40 }]) } };
    const row = formatInteractionAbTable([a, b], meta)
      .split("\n")
      .find((line) => line.includes("Phone menu"));
    expect(row).toMatch(/Phone menu\s+-\s+40 ms \(40 ms\) ✓\s+-\s/);
  });
});
