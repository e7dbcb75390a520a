/**
 * @jest-environment node
 */
// The bench's targets on build times (scripts/bench/report.mjs): a rebuild
// after a one-line content change, CV PDFs and share cards included, within 20 s.
import { checkTargets } from "../../scripts/bench/report.mjs";

const buildTargets = (rebuildAfterContentChangeMs: number) =>
  checkTargets({}, { coldBuildMs: 60_000, rebuildAfterContentChangeMs }).filter(
    (check) => check.path === "build",
  );

describe("checkTargets on build times", () => {
  it("holds the rebuild after a content change to 20 s", () => {
    expect(buildTargets(12_600)).toEqual([
      { label: "After a one-line content change", path: "build", met: true },
    ]);
    expect(buildTargets(20_000)[0]!.met).toBe(true);
    expect(buildTargets(20_001)[0]!.met).toBe(false);
  });

  it("checks no build target when the builds were not timed (--skip-build)", () => {
    expect(checkTargets({}, null)).toEqual([]);
    expect(checkTargets({})).toEqual([]);
  });
});
