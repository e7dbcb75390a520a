import type { Metric } from "web-vitals";
import { VITALS_THRESHOLDS } from "../config/constants";

type Rating = "good" | "needs-improvement" | "poor";

/** The parameters of the Google Analytics event sent for one metric (see `vitalEvent`). */
export interface VitalEventParams {
  event_category: "Web Vitals";
  value: number;
  event_label: string;
  non_interaction: true;
  /** From the good/poor thresholds of VITALS_THRESHOLDS, for the metrics that have some. */
  metric_rating?: Rating;
}

type Gtag = (command: "event", name: string, params: VitalEventParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** CLS is a small unitless score: scaled so that rounding keeps three decimals. */
const CLS_SCALE = 1000;

const rate = (value: number, [good, poor]: readonly [number, number]): Rating =>
  value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";

/** The analytics event of a metric: named after it, value rounded (CLS x 1000), id as label. */
export function vitalEvent(metric: Pick<Metric, "name" | "value" | "id">): {
  name: Metric["name"];
  params: VitalEventParams;
} {
  const thresholds =
    metric.name in VITALS_THRESHOLDS
      ? VITALS_THRESHOLDS[metric.name as keyof typeof VITALS_THRESHOLDS]
      : undefined;
  return {
    name: metric.name,
    params: {
      event_category: "Web Vitals",
      value: Math.round(metric.name === "CLS" ? metric.value * CLS_SCALE : metric.value),
      event_label: metric.id,
      non_interaction: true,
      ...(thresholds && { metric_rating: rate(metric.value, thresholds) }),
    },
  };
}

/**
 * Reports CLS, INP, LCP, FCP and TTFB to Google Analytics when the owner has set it up
 * (`window.gtag`). Without it, not even the measuring library is loaded.
 */
export async function reportWebVitals(): Promise<void> {
  if (typeof window.gtag !== "function") return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(
    /* webpackChunkName: "web-vitals" */ "web-vitals"
  );
  const send = (metric: Metric) => {
    const { name, params } = vitalEvent(metric);
    window.gtag?.("event", name, params);
  };
  for (const onMetric of [onCLS, onINP, onLCP, onFCP, onTTFB]) onMetric(send);
}
