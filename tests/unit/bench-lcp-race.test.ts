/**
 * @jest-environment node
 */
// Which of the site's scripts ran before the largest paint in a Lighthouse trace
// (scripts/bench/lcp-race.mjs). The traces are made up, in Chromium's event format.
import { runsWithScriptsBeforeLcp, scriptsBeforeLcp } from "../../scripts/bench/lcp-race.mjs";

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

describe("scriptsBeforeLcp", () => {
  const trace = [
    { name: "navigationStart", ts: 1_000, args: { data: { documentLoaderURL: "about:blank" } } },
    navigation(),
    evaluate(`${ORIGIN}/fr/`, 90),
    evaluate("chrome://resources/mojo/bindings.js", 100),
    evaluate("https://cdn.example.com/lib.js", 150),
    evaluate(`${ORIGIN}/app-19cf.js`, 365),
    evaluate(`${ORIGIN}/webpack-runtime-2e8a.js`, 352),
    evaluate(`${ORIGIN}/framework-4136.js`, 354),
    evaluate(`${ORIGIN}/component---home-page-6111.js?v=1`, 481),
    evaluate(`${ORIGIN}/webpack-runtime-2e8a.js`, 600),
  ];

  it("lists the site's script files that started running before the largest paint, in order", () => {
    expect(scriptsBeforeLcp(trace, ORIGIN, 433)).toEqual([
      "/webpack-runtime-2e8a.js",
      "/framework-4136.js",
      "/app-19cf.js",
    ]);
    expect(scriptsBeforeLcp(trace, ORIGIN, 354)).toEqual([
      "/webpack-runtime-2e8a.js",
      "/framework-4136.js",
    ]);
    expect(scriptsBeforeLcp(trace, ORIGIN, 500)).toContain("/component---home-page-6111.js?v=1");
  });

  it("is empty when the largest paint came first", () => {
    expect(scriptsBeforeLcp(trace, ORIGIN, 336)).toEqual([]);
  });

  it("is null without a navigation of the page or without a known LCP", () => {
    expect(scriptsBeforeLcp(trace, ORIGIN, undefined)).toBeNull();
    expect(scriptsBeforeLcp(trace.slice(2), ORIGIN, 433)).toBeNull();
    expect(
      scriptsBeforeLcp([navigation(`${ORIGIN}/fr/`, false), ...trace.slice(2)], ORIGIN, 433),
    ).toBeNull();
  });
});

describe("runsWithScriptsBeforeLcp", () => {
  it("counts the runs in which some script ran before the largest paint", () => {
    const runs = [
      { scriptsBeforeLcp: ["/webpack-runtime-2e8a.js", "/framework-4136.js"] },
      { scriptsBeforeLcp: [] },
      { scriptsBeforeLcp: null },
      { scriptsBeforeLcp: ["/app-19cf.js"] },
    ];
    expect(runsWithScriptsBeforeLcp(runs)).toBe(2);
  });

  it("is undefined when no run could tell", () => {
    expect(runsWithScriptsBeforeLcp([{ scriptsBeforeLcp: null }, {}])).toBeUndefined();
    expect(runsWithScriptsBeforeLcp([])).toBeUndefined();
  });
});
