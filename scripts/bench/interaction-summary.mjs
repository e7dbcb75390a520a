// The interactions table: medians and maxima of a page's rounds, their targets, and the
// printed tables of a single build and of an A/B session. Pure, so unit-tested.
import { formatRatio, ratio } from "./ab-compare.mjs";
import { median } from "./median.mjs";
import { rankReading } from "./rank-test.mjs";
import { EVENT_TIMING_STEP_MS } from "./tap-control-check.mjs";
import { INTERACTION_ROWS } from "./targets.mjs";

const COLUMN_WIDTH = 16;
const COLUMN_GAP = 2;

/**
 * `rounds`: one `{ [key]: ms }` per load round of a page (a figure may be missing from a round
 * whose step failed). Returns `{ [key]: { median, max, samples } }` for the keys measured.
 */
export function summarizeInteractions(rounds) {
  const keys = [...new Set(rounds.flatMap((round) => Object.keys(round)))];
  return Object.fromEntries(
    keys.map((key) => {
      const samples = rounds
        .map((round) => round[key])
        .filter((value) => typeof value === "number");
      return [key, { median: median(samples), max: Math.max(...samples), samples }];
    }),
  );
}

/** The rows a page has measured (a case study has only some). */
const rowsOf = (summary) => INTERACTION_ROWS.filter((row) => summary[row.key]?.samples.length);

/**
 * Every target of every page's summary (`{ [path]: summary }`): `{ label, path, met }`, on the
 * median. With `trusted` false (the known-answer control failed), the timed rows' checks are
 * marked `untrusted: true`.
 */
export function checkInteractionTargets(summaries, trusted = true) {
  return Object.entries(summaries).flatMap(([path, summary]) =>
    rowsOf(summary)
      .filter((row) => row.target)
      .map((row) => ({
        label: row.label,
        path,
        met: row.target[1](summary[row.key].median),
        ...(!trusted && row.timed && { untrusted: true }),
      })),
  );
}

const milliseconds = (ms) => `${Math.round(ms)} ms`;

/** The slowdown the control's page ran at, and the DevTools rate that ran it (calibrateRate). */
const ranAt = (slowdown, devToolsRate) => {
  if (!Number.isFinite(slowdown)) return "";
  const set = Number.isFinite(devToolsRate) ? `, DevTools' rate ${devToolsRate}` : "";
  return ` (its page ran at ${slowdown.toFixed(2)}×${set})`;
};

/**
 * The known-answer control's lines (`control`: `{ [browser]: { check, slowdown, rate } }`,
 * runInteractions), then, when it failed, a line saying the timed figures are not trusted
 * (their marks are "?").
 */
export function formatControl(control, rate) {
  if (!control) return [];
  const entries = Object.entries(control);
  const lines = entries.map(([browser, { check, slowdown, rate: devToolsRate }]) => {
    const name = entries.length > 1 ? ` [${browser}]` : "";
    if (check.measuredMs === null) return `  Known-answer control${name}: not measured ✗`;
    return (
      `  Known-answer control${name}: a tap with ${milliseconds(check.addedMs)} of work at ${rate}x read ` +
      `${milliseconds(check.measuredMs)}, expected ${milliseconds(check.expectedMs)} (the same tap without ` +
      `the work ${milliseconds(check.emptyMs)} + ${milliseconds(check.addedMs)}): off by ` +
      `${milliseconds(check.offByMs)}, ${check.passed ? `within ${EVENT_TIMING_STEP_MS} ms ✓` : `over ${EVENT_TIMING_STEP_MS} ms ✗`}` +
      ranAt(slowdown, devToolsRate)
    );
  });
  const passed = entries.every(([, { check }]) => check.passed);
  return passed
    ? lines
    : [...lines, "  CONTROL FAILED: the timed figures below are not trusted (marked ?)."];
}

/** Lines of `[label, cells]` rows: labels and each column padded to their longest text. */
function table(rows) {
  const width = Math.max(...rows.map(([label]) => label.length)) + COLUMN_GAP;
  const columns = rows[0][1].map(
    (_, i) => Math.max(COLUMN_WIDTH, ...rows.map(([, cells]) => cells[i].length)) + COLUMN_GAP,
  );
  return rows.map(([label, cells]) =>
    `${label.padEnd(width)}${cells.map((cell, i) => cell.padEnd(columns[i])).join("")}`.trimEnd(),
  );
}

/** Whether the figures are trusted: the known-answer control passed, or was not run. */
const trustedBy = (meta) => meta.control === undefined || meta.controlPassed !== false;

/** "median (max)", with the target's mark on the median ("?" on a timed row not trusted). */
const cell = (row, figure, trusted = true) => {
  if (!figure?.samples.length) return "-";
  let mark = "";
  if (row.target && !trusted && row.timed) mark = " ?";
  else if (row.target) mark = row.target[1](figure.median) ? " ✓" : " ✗";
  return `${row.format(figure.median)} (${row.format(figure.max)})${mark}`;
};

const heading = (meta) => [
  `Interactions: median (max) of ${meta.loads} loads, CPU ${meta.cpuSlowdown}x, 412×823, Event Timing`,
  ...formatControl(meta.control, meta.cpuSlowdown),
];

/** The single build's table: a column per page, then the target. */
export function formatInteractionTable(summaries, meta) {
  const paths = Object.keys(summaries);
  const rows = INTERACTION_ROWS.filter((row) => paths.some((path) => summaries[path][row.key]));
  const trusted = trustedBy(meta);
  return [
    ...heading(meta),
    ...table([
      ["", [...paths, "Target"]],
      ...rows.map((row) => [
        `  ${row.label}`,
        [
          ...paths.map((path) => cell(row, summaries[path][row.key], trusted)),
          row.target?.[0] ?? "",
        ],
      ]),
    ]),
  ].join("\n");
}

/**
 * The A/B table, page by page: A, B, B/A of the medians, the A/A ratio when the current build
 * was measured twice, and the rank test's reading of A's loads against B's.
 */
export function formatInteractionAbTable(sides, meta) {
  const [a, b, again] = sides;
  const paths = Object.keys(b.summaries);
  const header = ["A", "B", "B/A", ...(again ? ["A/A"] : []), "reading", "Target"];
  const trusted = trustedBy(meta);
  const lines = heading(meta);
  for (const path of paths) {
    const rows = rowsOf(b.summaries[path]).map((row) => {
      const of = (side) => side?.summaries[path]?.[row.key];
      const medianOf = (side) => of(side)?.median ?? null;
      return [
        `  ${row.label}`,
        [
          cell(row, of(a), trusted),
          cell(row, of(b), trusted),
          formatRatio(ratio(medianOf(a), medianOf(b))),
          ...(again ? [formatRatio(ratio(medianOf(b), medianOf(again)))] : []),
          rankReading(of(a)?.samples, of(b)?.samples),
          row.target?.[0] ?? "",
        ],
      ];
    });
    lines.push(...table([[path, header], ...rows]), "");
  }
  return lines.join("\n").trimEnd();
}

/**
 * The product's bar: taps while the other page is prerendered within this of the same taps
 * without, plus one Event Timing step (EVENT_TIMING_STEP_MS: durations are reported in 8 ms steps).
 */
export const MAX_PRERENDER_TAP_RATIO = 1.1;
/** The taps after hydration the prerender runs beside (interaction-taps.mjs). */
const TAPS_AFTER_HYDRATION = ["theme", "tab", "menu", "navLink", "contactSend", "cardLink"];
/** The cold switch against its limit, prerendered (targets.mjs's row says the same). */
const MAX_COLD_SWITCH_OVER_LIMIT = 0.7;

/** Whether a tap prerendering on (`on` ms) is within the bar of the same tap off (`off` ms). */
export const prerenderTapWithin = (off, on) =>
  on <= off * MAX_PRERENDER_TAP_RATIO + EVENT_TIMING_STEP_MS;

/**
 * The prerender's cost, from a `--prerender-off` session (`sides`: A off, B on, as
 * formatInteractionAbTable's): each tap after hydration, B/A of the medians against
 * MAX_PRERENDER_TAP_RATIO (+ one Event Timing step), with the rank test's reading; and,
 * prerendering on, the cold switch over its limit. Timed marks are "?" while the known-answer
 * control fails. `visitor` names whom the B side's browser stands for (its languages).
 */
export function formatPrerenderCost(sides, meta, visitor = "") {
  const [a, b] = sides;
  const trusted = trustedBy(meta);
  const mark = (met) => (trusted ? (met ? " ✓" : " ✗") : " ?");
  const rows = [];
  for (const path of Object.keys(b.summaries)) {
    for (const key of TAPS_AFTER_HYDRATION) {
      const off = a.summaries[path]?.[key];
      const on = b.summaries[path]?.[key];
      if (!off?.samples.length || !on?.samples.length) continue;
      const value = ratio(off.median, on.median);
      const label = INTERACTION_ROWS.find((row) => row.key === key).label;
      rows.push([
        `  ${path} ${label}`,
        [
          `${milliseconds(off.median)} → ${milliseconds(on.median)}`,
          value === null
            ? "-"
            : `${formatRatio(value)}${mark(prerenderTapWithin(off.median, on.median))}`,
          rankReading(off.samples, on.samples),
        ],
      ]);
    }
    const cold = b.summaries[path]?.languageSwitchColdOverLimit;
    if (cold?.samples.length) {
      const prerendered = b.summaries[path]?.languageSwitchColdPrerendered?.median >= 0.5;
      rows.push([
        `  ${path} cold switch ÷ limit, prerendering on (target ≤ ${MAX_COLD_SWITCH_OVER_LIMIT}; ${prerendered ? "prerendered" : "not prerendered"})`,
        ["", `${cold.median.toFixed(2)}×${mark(cold.median <= MAX_COLD_SWITCH_OVER_LIMIT)}`, ""],
      ]);
    }
  }
  if (rows.length === 0) return "";
  return [
    `The prerender's cost${visitor ? `, ${visitor}` : ""}: taps after hydration, prerendering off → on (target on ≤ ${MAX_PRERENDER_TAP_RATIO.toFixed(2)} × off + ${EVENT_TIMING_STEP_MS} ms)`,
    ...table([["", ["off → on", "on/off", "reading"]], ...rows]),
  ].join("\n");
}
