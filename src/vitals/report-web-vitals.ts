import type { Metric } from "web-vitals";

/** The parameters of the Google Analytics event sent for one metric (see `vitalEvent`). */
export interface VitalEventParams {
  event_category: "Web Vitals";
  value: number;
  event_label: string;
  non_interaction: true;
  /**
   * The rating web-vitals gives the value, against Google's thresholds for the metric
   * (https://github.com/GoogleChrome/web-vitals#metric), which are the product's.
   */
  metric_rating: Metric["rating"];
}

type Gtag = (command: "event", name: string, params: VitalEventParams) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** CLS is a small unitless score: scaled so that rounding keeps three decimals. */
const CLS_SCALE = 1000;

/**
 * The analytics event of a metric: named after it, value rounded (CLS x 1000), id as label,
 * and the library's rating of it.
 */
export function vitalEvent(metric: Pick<Metric, "name" | "value" | "id" | "rating">): {
  name: Metric["name"];
  params: VitalEventParams;
} {
  return {
    name: metric.name,
    params: {
      event_category: "Web Vitals",
      value: Math.round(metric.name === "CLS" ? metric.value * CLS_SCALE : metric.value),
      event_label: metric.id,
      non_interaction: true,
      metric_rating: metric.rating,
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
