// The load against its limit: each page of the build and the same page from its copy without
// script bundles (scriptless-copy.mjs), measured in one session, interleaved. Lighthouse's
// LCP against the limit's, and the main thread's work at 4x (blocking time, the longest task,
// when React had hydrated the page) beside the limit's.
import { formatRatio, ratio } from "./ab-compare.mjs";
import { throttledLoads, throttledSummary } from "./ab-session.mjs";
import { interleavedOrder } from "./interleave.mjs";
import { lighthouseMedians } from "./lighthouse-runs.mjs";
import { rankReading } from "./rank-test.mjs";

/** The product's bar: the page's LCP within this of the same page's without scripts. */
export const MAX_LCP_OVER_LIMIT = 1.1;

const BUILD = "build";
const LIMIT = "limit";

/**
 * Runs `passes` Lighthouse passes and `loads` throttled loads of every page (`paths`) of the
 * build (`origin`) and of its limit (`limitOrigin`), interleaved (interleave.mjs). Returns
 * `{ [path]: { build: { lighthouse, throttled }, limit: { lighthouse, throttled } } }`
 * (lighthouse-runs.mjs, ab-session.mjs's throttledSummary).
 */
export async function measureLoadAgainstLimit({ origin, limitOrigin }, paths, options, step) {
  const sides = [
    { key: BUILD, origin },
    { key: LIMIT, origin: limitOrigin },
  ];
  const urlOf = ({ side, page }) => side.origin + page;
  const lighthouse = await lighthouseMedians(
    interleavedOrder(sides, paths, options.passes).map((entry) => ({
      pass: entry.pass,
      url: urlOf(entry),
    })),
    (url, pass) =>
      step(`Lighthouse ${url} (pass ${pass} of ${options.passes}), once the machine is idle`),
  );
  const throttled = await throttledLoads(sides, paths, options.loads, step);
  return Object.fromEntries(
    paths.map((path) => [
      path,
      Object.fromEntries(
        sides.map((side) => [
          side.key,
          {
            lighthouse: lighthouse.get(side.origin + path),
            throttled: throttledSummary(throttled.get(side.key).get(path)),
          },
        ]),
      ),
    ]),
  );
}

const milliseconds = (ms) => (ms === null || ms === undefined ? "-" : `${Math.round(ms)} ms`);

/** The table: a page's rows, build, limit, build/limit, the rank test's reading, the target. */
export function formatLoadAgainstLimit(byPath, meta) {
  const rows = [];
  for (const [path, { build, limit }] of Object.entries(byPath)) {
    const lcpRatio = ratio(limit.lighthouse.lcpMs, build.lighthouse.lcpMs);
    const lcps = (side) => side.lighthouse.runs.map((run) => run.lcpMs);
    const loads = (side, name) => side.throttled.loads.map((load) => load[name]);
    rows.push(
      [path, ["build", "limit", "build/limit", "reading", "target"]],
      [
        `  LCP (Lighthouse, median of ${meta.passes} a side)`,
        [
          milliseconds(build.lighthouse.lcpMs),
          milliseconds(limit.lighthouse.lcpMs),
          lcpRatio === null
            ? "-"
            : `${formatRatio(lcpRatio)}${lcpRatio <= MAX_LCP_OVER_LIMIT ? " ✓" : " ✗"}`,
          rankReading(lcps(limit), lcps(build)),
          `≤ ${MAX_LCP_OVER_LIMIT.toFixed(2)}×`,
        ],
      ],
      [
        `  Passes with scripts run before LCP`,
        [
          String(build.lighthouse.scriptsBeforeLcpRuns),
          String(limit.lighthouse.scriptsBeforeLcpRuns),
          "",
          "",
          "",
        ],
      ],
      ...[
        ["blockingMs", `Blocking time, CPU ${meta.cpuSlowdown}x (median of ${meta.loads})`],
        ["longestTaskMs", `Longest task, CPU ${meta.cpuSlowdown}x`],
        ["scriptMs", `Script time, CPU ${meta.cpuSlowdown}x`],
      ].map(([name, label]) => [
        `  ${label}`,
        [
          milliseconds(build.throttled[name]),
          milliseconds(limit.throttled[name]),
          formatRatio(ratio(limit.throttled[name], build.throttled[name])),
          rankReading(loads(limit, name), loads(build, name)),
          "",
        ],
      ]),
      [
        `  Hydrated, from the navigation's start, CPU ${meta.cpuSlowdown}x`,
        [milliseconds(build.throttled.hydratedMs), "-", "", "", ""],
      ],
    );
  }
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    "The load against its limit (the same page without its scripts), one session, interleaved",
    ...rows.map(([label, cells]) =>
      `${label.padEnd(width)}${cells.map((cell) => cell.padEnd(16)).join("")}`.trimEnd(),
    ),
  ].join("\n");
}

/** The LCP targets: `{ label, path, met }` per page. */
export const checkLoadAgainstLimit = (byPath) =>
  Object.entries(byPath).map(([path, { build, limit }]) => ({
    label: `LCP ≤ ${MAX_LCP_OVER_LIMIT}× the limit's`,
    path,
    met: (ratio(limit.lighthouse.lcpMs, build.lighthouse.lcpMs) ?? Infinity) <= MAX_LCP_OVER_LIMIT,
  }));
