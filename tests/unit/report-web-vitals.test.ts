import type { Metric } from "web-vitals";
import { reportWebVitals, vitalEvent } from "../../src/vitals/report-web-vitals";

const metric = (name: Metric["name"], value: number) => ({ name, value, id: `v5-${name}-1` });

// Each reporter calls back at once with a metric of its name, as web-vitals does at page hide.
jest.mock("web-vitals", () => {
  const reporter = (name: string, value: number) => (callback: (m: unknown) => void) =>
    callback({ name, value, id: `v5-${name}-1` });
  return {
    onCLS: reporter("CLS", 0.0123),
    onINP: reporter("INP", 212.4),
    onLCP: reporter("LCP", 1234.5),
    onFCP: reporter("FCP", 987.6),
    onTTFB: reporter("TTFB", 80.2),
  };
});

describe("vitalEvent", () => {
  it("names the event after the metric, rounds the value and labels it with the metric id", () => {
    expect(vitalEvent(metric("LCP", 1234.5))).toEqual({
      name: "LCP",
      params: {
        event_category: "Web Vitals",
        value: 1235,
        event_label: "v5-LCP-1",
        non_interaction: true,
        metric_rating: "good",
      },
    });
  });

  it("multiplies CLS by 1000 before rounding", () => {
    expect(vitalEvent(metric("CLS", 0.0123)).params.value).toBe(12);
    expect(vitalEvent(metric("CLS", 0)).params.value).toBe(0);
  });

  it.each([
    ["FCP", 1800, "good"],
    ["FCP", 1801, "needs-improvement"],
    ["FCP", 3001, "poor"],
    ["LCP", 2500, "good"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.2, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
  ] as const)("rates %s %p as %s with the product's thresholds", (name, value, rating) => {
    expect(vitalEvent(metric(name, value)).params.metric_rating).toBe(rating);
  });

  it("gives no rating to a metric without product thresholds (TTFB)", () => {
    expect(vitalEvent(metric("TTFB", 80.2)).params).not.toHaveProperty("metric_rating");
  });
});

describe("reportWebVitals", () => {
  afterEach(() => {
    delete window.gtag;
  });

  it("sends CLS, INP, LCP, FCP and TTFB to gtag as Web Vitals events", async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    await reportWebVitals();
    expect(gtag.mock.calls.map(([command, name]) => [command, name])).toEqual([
      ["event", "CLS"],
      ["event", "INP"],
      ["event", "LCP"],
      ["event", "FCP"],
      ["event", "TTFB"],
    ]);
    expect(gtag).toHaveBeenCalledWith("event", "CLS", {
      event_category: "Web Vitals",
      value: 12,
      event_label: "v5-CLS-1",
      non_interaction: true,
      metric_rating: "good",
    });
  });

  it("loads nothing and sends nothing without gtag", async () => {
    const loadWebVitals = jest.fn(() => ({}));
    jest.resetModules();
    jest.doMock("web-vitals", loadWebVitals);
    const { reportWebVitals: report } = await import("../../src/vitals/report-web-vitals");
    await report();
    expect(loadWebVitals).not.toHaveBeenCalled();
  });
});
