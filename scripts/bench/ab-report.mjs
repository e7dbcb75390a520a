// The A/B bench's output: one table per page with both builds, their ratio B/A, the A/A ratio
// of the figures measured again on the current build (the noise), when measured, and the
// reading of each timed figure (rank-test.mjs).
import { formatRatio, noiseBand, ratio } from "./ab-compare.mjs";
import { rankReading, SIGNIFICANCE } from "./rank-test.mjs";

const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;

/** Side keys: A the reference, B the current tree, and the current tree served again. */
export const SIDE_A = "A";
export const SIDE_B = "B";
export const SIDE_B_AGAIN = "B again";

/** One figure of every Lighthouse pass, or of every throttled load, of a page (rank-test.mjs). */
const eachPass = (pick) => (page) => page?.lighthouse?.runs?.map(pick);
const eachLoad = (pick) => (page) => page?.throttled?.loads?.map(pick);

/**
 * Rows of each page's table: label, value read from one side's page measures (undefined when
 * that side did not measure it), format. `noise` marks the figures an A/A run measures;
 * `samples` reads a figure's every pass or load, which the reading weighs A against B.
 */
export const AB_PAGE_ROWS = [
  {
    label: (meta) => `Performance (Lighthouse, median of ${meta.passes})`,
    value: (page) => page.lighthouse?.scores.performance,
    format: String,
    samples: eachPass((run) => run.scores.performance),
  },
  {
    label: () => "TBT (Lighthouse, simulated)",
    value: (page) => page.lighthouse?.tbtMs,
    format: milliseconds,
    samples: eachPass((run) => run.tbtMs),
  },
  {
    label: () => "LCP",
    value: (page) => page.lighthouse?.lcpMs,
    format: seconds,
    samples: eachPass((run) => run.lcpMs),
  },
  {
    label: (meta) => `Passes with scripts run before LCP (of ${meta.passes})`,
    value: (page) => page.lighthouse?.scriptsBeforeLcpRuns,
    format: String,
  },
  {
    label: () => "CLS",
    value: (page) => page.lighthouse?.cls,
    format: (value) => value.toFixed(3),
  },
  {
    label: () => "FCP",
    value: (page) => page.lighthouse?.fcpMs,
    format: seconds,
    samples: eachPass((run) => run.fcpMs),
  },
  {
    label: (meta) => `Blocking time, CPU ${meta.cpuSlowdown}x (median of ${meta.loads})`,
    value: (page) => page.throttled?.blockingMs,
    format: milliseconds,
    noise: true,
    samples: eachLoad((load) => load.blockingMs),
  },
  {
    label: (meta) => `Script time, CPU ${meta.cpuSlowdown}x (median of ${meta.loads})`,
    value: (page) => page.throttled?.scriptMs,
    format: milliseconds,
    noise: true,
    samples: eachLoad((load) => load.scriptMs),
  },
  {
    label: (meta) => `Longest task, CPU ${meta.cpuSlowdown}x (median of ${meta.loads})`,
    value: (page) => page.throttled?.longestTaskMs,
    format: milliseconds,
    noise: true,
    samples: eachLoad((load) => load.longestTaskMs),
  },
  {
    label: (meta) => `Hydrated, from the navigation's start, CPU ${meta.cpuSlowdown}x`,
    value: (page) => page.throttled?.hydratedMs,
    format: milliseconds,
    noise: true,
    samples: eachLoad((load) => load.hydratedMs),
  },
  {
    label: () => "First-load JS (gzip)",
    value: (page) => page.firstLoadJs?.totalGzipBytes,
    format: kilobytes,
  },
  { label: () => "HTML (gzip)", value: (page) => page.weight?.htmlGzipBytes, format: kilobytes },
  { label: () => "CSS (gzip)", value: (page) => page.weight?.cssGzipBytes, format: kilobytes },
];

/** The current tree's hydration may come this much later than the reference's, no more. */
export const MAX_HYDRATED_RATIO = 1.2;
const FIRST_LOAD_JS_BUDGET_BYTES = 100_000;

/**
 * The load's targets against the reference, page by page, on the medians and the rank test's
 * reading: LCP lower (a reading of "B lower"), blocking and script time no worse (not "B
 * higher"), hydrated no later than MAX_HYDRATED_RATIO times A's, first-load JS within budget.
 * Returns `{ path, label, met }`.
 */
export function abLoadTargets(results) {
  const { sides } = results;
  const paths = Object.keys(sides[SIDE_B].pages);
  const readingOf = (row, path) =>
    rankReading(row.samples(pageOf(sides[SIDE_A], path)), row.samples(pageOf(sides[SIDE_B], path)));
  const rowNamed = (start) =>
    AB_PAGE_ROWS.find((row) =>
      row.label({ passes: 0, loads: 0, cpuSlowdown: 4 }).startsWith(start),
    );
  return paths.flatMap((path) => {
    const a = pageOf(sides[SIDE_A], path);
    const b = pageOf(sides[SIDE_B], path);
    const hydrated = ratio(a?.throttled?.hydratedMs ?? null, b?.throttled?.hydratedMs ?? null);
    return [
      { label: "LCP lower than A's", met: readingOf(rowNamed("LCP"), path).startsWith("B lower") },
      {
        label: "Blocking time no worse",
        met: !readingOf(rowNamed("Blocking"), path).startsWith("B higher"),
      },
      {
        label: "Script time no worse",
        met: !readingOf(rowNamed("Script"), path).startsWith("B higher"),
      },
      {
        label: `Hydrated ≤ ${MAX_HYDRATED_RATIO}× A's (${formatRatio(hydrated)})`,
        met: hydrated !== null && hydrated <= MAX_HYDRATED_RATIO,
      },
      {
        label: `First-load JS ≤ 100 KB (${kilobytes(b?.firstLoadJs?.totalGzipBytes ?? NaN)})`,
        met: (b?.firstLoadJs?.totalGzipBytes ?? Infinity) <= FIRST_LOAD_JS_BUDGET_BYTES,
      },
    ].map((target) => ({ path, ...target }));
  });
}

const BUILD_ROWS = [
  { label: "Cold build", value: (builds) => builds?.coldBuildMs },
  { label: "npm ci", value: (builds) => builds?.installMs },
];

const pageOf = (side, path) => side?.pages?.[path];

const valueOf = (row, side, path) => {
  const page = pageOf(side, path);
  return page ? row.value(page) : undefined;
};

/**
 * Every figure of every page compared: `{ path, label, a, b, ratio, aaRatio, reading }`,
 * figure by figure. The A/A ratio is (B again)/B, the noise of the session; the reading is the
 * rank test of A's passes (or loads) against B's, page by page: a ratio of medians alone
 * cannot tell a change from that noise.
 */
export function compareSides(results) {
  const { meta, sides } = results;
  const paths = Object.keys(sides[SIDE_B].pages);
  const between = (row, path, first, second) =>
    ratio(valueOf(row, sides[first], path), valueOf(row, sides[second], path));
  return AB_PAGE_ROWS.flatMap((row) =>
    paths.map((path) => ({
      path,
      label: row.label(meta),
      a: valueOf(row, sides[SIDE_A], path),
      b: valueOf(row, sides[SIDE_B], path),
      ratio: between(row, path, SIDE_A, SIDE_B),
      ...(row.noise &&
        sides[SIDE_B_AGAIN] && { aaRatio: between(row, path, SIDE_B, SIDE_B_AGAIN) }),
      ...(row.samples && {
        reading: rankReading(
          row.samples(pageOf(sides[SIDE_A], path)),
          row.samples(pageOf(sides[SIDE_B], path)),
        ),
      }),
    })),
  );
}

const COLUMN_WIDTH = 11;
const COLUMN_GAP = 2;

/** Lines of `[label, cells]` rows, the labels padded to the longest one. */
function table(rows) {
  const width = Math.max(...rows.map(([label]) => label.length)) + COLUMN_GAP;
  return rows.map(([label, cells]) =>
    `${label.padEnd(width)}${cells.map((cell) => cell.padEnd(COLUMN_WIDTH)).join("")}`.trimEnd(),
  );
}

const formatted = (row, value) => (value === undefined || value === null ? "-" : row.format(value));

function pageTables(results, comparison) {
  const withNoise = Boolean(results.sides[SIDE_B_AGAIN]);
  const withReading = withNoise || comparison.some((line) => line.reading);
  const header = [
    "A",
    "B",
    "B/A",
    ...(withNoise ? ["A/A"] : []),
    ...(withReading ? ["reading"] : []),
  ];
  const paths = [...new Set(comparison.map((line) => line.path))];
  return paths.flatMap((path) => {
    const lines = comparison.filter((line) => line.path === path);
    const rows = lines.map((line, i) => {
      const row = AB_PAGE_ROWS[i];
      const cells = [formatted(row, line.a), formatted(row, line.b), formatRatio(line.ratio)];
      if (withNoise) cells.push(line.aaRatio === undefined ? "" : formatRatio(line.aaRatio));
      if (withReading) cells.push(line.reading ?? "");
      return [`  ${line.label}`, cells];
    });
    return [...table([[path, header], ...rows]), ""];
  });
}

function buildTable(sides) {
  const rows = BUILD_ROWS.map((row) => {
    const a = row.value(sides[SIDE_A].builds);
    const b = row.value(sides[SIDE_B].builds);
    const show = (value) => (value === undefined || value === null ? "-" : seconds(value));
    return [`  ${row.label}`, [show(a), show(b), formatRatio(ratio(a ?? null, b ?? null))]];
  });
  return table([["Builds", ["A", "B", "B/A"]], ...rows]);
}

const describeSide = (key, side) =>
  `${key.padEnd(8)}${side.label}${side.commit ? ` (${side.commit.slice(0, 7)})` : ""}, served on :${side.port}`;

/** The whole A/B report, as printed on the console. */
export function formatAbReport(results, comparison = compareSides(results)) {
  const { meta, sides } = results;
  const band = (label) =>
    noiseBand(
      comparison.filter((line) => line.label === label).map((line) => line.aaRatio ?? null),
    );
  const noiseLines = AB_PAGE_ROWS.filter((row) => row.noise).flatMap((row) => {
    const found = band(row.label(meta));
    return found
      ? [
          `  ${row.label(meta)}: the same build twice gave ${formatRatio(found[0])}-${formatRatio(found[1])}`,
        ]
      : [];
  });
  return [
    ...Object.entries(sides).map(([key, side]) => describeSide(key, side)),
    ...(meta.aaOnly
      ? ["A/A run: both sides are the current build, so B/A is the noise itself."]
      : []),
    "",
    ...pageTables(results, comparison),
    ...(meta.aaOnly
      ? []
      : [
          "Targets of the load against A",
          ...abLoadTargets(results).map(
            ({ path, label, met }) => `  ${path} ${label} ${met ? "✓" : "✗"}`,
          ),
          "",
        ]),
    ...buildTable(sides),
    ...(noiseLines.length
      ? [
          "",
          "Noise (A/A: the current build measured twice, this session; ratio of medians, as a band)",
          ...noiseLines,
        ]
      : []),
    ...(comparison.some((line) => line.reading?.includes("(p "))
      ? [
          "",
          "Reading: A's passes (Lighthouse) or loads (CPU 4x) against B's, page by page, exact",
          `  rank-sum test, two-sided: B lower or higher below p ${SIGNIFICANCE}, noise above.`,
        ]
      : []),
  ].join("\n");
}
