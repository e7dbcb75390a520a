import type { Metric } from "web-vitals";
import { reportWebVitals, vitalEvent } from "../../src/vitals/report-web-vitals";

const metric = (name: Metric["name"], value: number, rating: Metric["rating"]) => ({
  name,
  value,
  id: `v5-${name}-1`,
  rating,
});

// Each reporter calls back at once with a metric of its name, as web-vitals does at page hide.
jest.mock("web-vitals", () => {
  const reporter =
    (name: string, value: number, rating: string) => (callback: (m: unknown) => void) =>
      callback({ name, value, id: `v5-${name}-1`, rating });
  return {
    onCLS: reporter("CLS", 0.0123, "good"),
    onINP: reporter("INP", 212.4, "needs-improvement"),
    onLCP: reporter("LCP", 1234.5, "good"),
    onFCP: reporter("FCP", 987.6, "good"),
    onTTFB: reporter("TTFB", 80.2, "good"),
  };
});

describe("vitalEvent", () => {
  it("names the event after the metric, rounds the value and labels it with the metric id", () => {
    expect(vitalEvent(metric("LCP", 1234.5, "good"))).toEqual({
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
    expect(vitalEvent(metric("CLS", 0.0123, "good")).params.value).toBe(12);
    expect(vitalEvent(metric("CLS", 0, "good")).params.value).toBe(0);
  });

  it.each([
    ["LCP", 1234.5, "poor"],
    ["INP", 40, "needs-improvement"],
    ["TTFB", 80.2, "good"],
  ] as const)("sends the rating web-vitals gave %s (%p): %s", (name, value, rating) => {
    // Whatever the value, the rating is the library's: the page computes none of its own.
    expect(vitalEvent(metric(name, value, rating)).params.metric_rating).toBe(rating);
  });
});

describe("web-vitals' ratings", () => {
  const vitals = jest.requireActual<typeof import("web-vitals")>("web-vitals");

  it.each([
    ["FCP", vitals.FCPThresholds, [1800, 3000]],
    ["LCP", vitals.LCPThresholds, [2500, 4000]],
    ["CLS", vitals.CLSThresholds, [0.1, 0.25]],
    ["INP", vitals.INPThresholds, [200, 500]],
  ])(
    "rate %s with the product's thresholds (good up to the first, poor above the second)",
    (_, thresholds, product) => {
      // An upgrade of the library that moves them fails here, not silently in the reports.
      expect(thresholds).toEqual(product);
    },
  );
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
    expect(gtag).toHaveBeenCalledWith(
      "event",
      "INP",
      expect.objectContaining({ metric_rating: "needs-improvement" }),
    );
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
