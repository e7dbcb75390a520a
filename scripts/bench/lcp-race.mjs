// Which of the site's scripts a Lighthouse pass saw run before its largest paint. Lighthouse
// simulates LCP from the trace (Lantern): a script file whose evaluation started before the
// observed LCP is counted in it, download and run, at the simulated slow 4G and 4x CPU. On this
// site the first-load bundles are ~100 KB, so a pass in which they ran first comes out near 2 s
// and one in which the hero's frame came first near 1.2-1.6 s, for the same build: which comes
// first is a race on the machine. The A/B table counts the passes of each kind, next to the
// median they move; each pass lists its files in the results.

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
 * In how many runs (each with its `scriptsBeforeLcp` list) some script ran before the LCP;
 * undefined when no run could tell.
 */
export function runsWithScriptsBeforeLcp(runs) {
  const known = runs.filter((run) => Array.isArray(run.scriptsBeforeLcp));
  if (known.length === 0) return undefined;
  return known.filter((run) => run.scriptsBeforeLcp.length > 0).length;
}

const SCRIPT_FILE = /^[^?#]+\.js([?#]|$)/;

/**
 * The site's own script files (`/….js` under `origin`) whose first evaluation started before
 * `observedLcpMs` (ms from the navigation start), as paths in the order they first ran; null
 * when the trace has no navigation of the page or the LCP is unknown.
 */
export function scriptsBeforeLcp(traceEvents, origin, observedLcpMs) {
  const start = navigationStartUs(traceEvents, origin);
  if (start === null || typeof observedLcpMs !== "number") return null;
  const firstRun = new Map();
  for (const event of traceEvents) {
    const url = event.args?.data?.url;
    if (event.name !== "EvaluateScript" || typeof url !== "string") continue;
    if (!url.startsWith(`${origin}/`) || !SCRIPT_FILE.test(url) || event.ts < start) continue;
    const path = url.slice(origin.length);
    firstRun.set(path, Math.min(firstRun.get(path) ?? Infinity, (event.ts - start) / 1000));
  }
  return [...firstRun]
    .filter(([, ms]) => ms <= observedLcpMs)
    .sort((a, b) => a[1] - b[1])
    .map(([path]) => path);
}
