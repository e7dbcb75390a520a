/**
 * @jest-environment node
 */
// Which came first in a Lighthouse trace: the site's scripts or the largest paint
// (scripts/bench/lcp-race.mjs). The traces are made up, in Chromium's event format.
import { bundlesBeforeLcp, firstBundleEvaluationMs } from "../../scripts/bench/lcp-race.mjs";

const ORIGIN = "http://localhost:9611";
const NAV_US = 5_000_000;
const navigation = (url = `${ORIGIN}/fr/`, isLoadingMainFrame = true) => ({
  name: "navigationStart",
  ts: NAV_US,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame } },
});
const evaluate = (url: string, atMs: number) => ({
  name: "EvaluateScript",
  ts: NAV_US + atMs * 1000,
  args: { data: { url } },
});

describe("firstBundleEvaluationMs", () => {
  it("times the first evaluation of one of the site's script files from the navigation", () => {
    const trace = [
      { name: "navigationStart", ts: 1_000, args: { data: { documentLoaderURL: "about:blank" } } },
      navigation(),
      evaluate(`${ORIGIN}/fr/`, 90),
      evaluate("chrome://resources/mojo/bindings.js", 100),
      evaluate("https://cdn.example.com/lib.js", 150),
      evaluate(`${ORIGIN}/app-19cf.js`, 365),
      evaluate(`${ORIGIN}/framework-4136.js`, 354),
    ];
    expect(firstBundleEvaluationMs(trace, ORIGIN)).toBe(354);
  });

  it("is null without a navigation of the page or without any of its script files", () => {
    expect(firstBundleEvaluationMs([evaluate(`${ORIGIN}/app.js`, 300)], ORIGIN)).toBeNull();
    expect(
      firstBundleEvaluationMs(
        [navigation(`${ORIGIN}/fr/`, false), evaluate(`${ORIGIN}/a.js`, 1)],
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      firstBundleEvaluationMs([navigation(), evaluate(`${ORIGIN}/fr/`, 90)], ORIGIN),
    ).toBeNull();
  });
});

describe("bundlesBeforeLcp", () => {
  const trace = [navigation(), evaluate(`${ORIGIN}/framework-4136.js`, 400)];

  it("says whether the scripts started before the observed largest paint", () => {
    expect(bundlesBeforeLcp(trace, ORIGIN, 433)).toBe(true);
    expect(bundlesBeforeLcp(trace, ORIGIN, 400)).toBe(true);
    expect(bundlesBeforeLcp(trace, ORIGIN, 336)).toBe(false);
  });

  it("is null when either time is unknown", () => {
    expect(bundlesBeforeLcp(trace, ORIGIN, undefined)).toBeNull();
    expect(bundlesBeforeLcp([navigation()], ORIGIN, 336)).toBeNull();
  });
});
