// Whether a Lighthouse pass saw the site's scripts run before its largest paint. Lighthouse
// simulates LCP from the trace: every script file whose evaluation started before the observed
// LCP is counted in it, download and run, at the simulated 4x CPU and slow 4G. On this site that
// is the first-load JavaScript (~100 KB), so a pass comes out near 1.2 s or near 2 s depending
// on which came first on the machine: the frame with the hero, or the bundles. The A/B table
// counts the passes of each kind, so that the race shows next to the median it moves.

/** The main frame's navigation start (µs), the origin Lighthouse times its metrics from. */
function navigationStartUs(traceEvents, origin) {
  const start = traceEvents.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith(origin),
  );
  return start?.ts ?? null;
}

/**
 * Milliseconds from the navigation start to the first evaluation of one of the site's own
 * script files (`<origin>/….js`), or null when the trace has none (or no navigation start).
 */
export function firstBundleEvaluationMs(traceEvents, origin) {
  const start = navigationStartUs(traceEvents, origin);
  if (start === null) return null;
  const starts = traceEvents
    .filter(
      (event) =>
        event.name === "EvaluateScript" &&
        /^[^?#]+\.js([?#]|$)/.test(event.args?.data?.url ?? "") &&
        event.args.data.url.startsWith(`${origin}/`) &&
        event.ts >= start,
    )
    .map((event) => (event.ts - start) / 1000);
  return starts.length === 0 ? null : Math.min(...starts);
}

/**
 * True when the bundles started running before the observed LCP (ms from navigation start),
 * false when the largest paint came first, null when either is unknown.
 */
export function bundlesBeforeLcp(traceEvents, origin, observedLcpMs) {
  const bundleMs = firstBundleEvaluationMs(traceEvents, origin);
  if (bundleMs === null || typeof observedLcpMs !== "number") return null;
  return bundleMs <= observedLcpMs;
}
