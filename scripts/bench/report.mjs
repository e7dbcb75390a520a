// The bench's output: a table on the console, JSON in bench-results/ to compare over time.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_ROWS, PAGE_ROWS, formatKilobytes } from "./targets.mjs";

export const RESULTS_DIR = "bench-results";
const COLUMN_WIDTH = 14;
const COLUMN_GAP = 2;

/** Lines of `[label, cells]` rows, the labels padded to the longest one. */
function table(rows) {
  const width = Math.max(...rows.map(([label]) => label.length)) + COLUMN_GAP;
  return rows.map(([label, cells]) =>
    `${label.padEnd(width)}${cells.map((cell) => cell.padEnd(COLUMN_WIDTH)).join("")}`.trimEnd(),
  );
}

const withMark = (row, value) =>
  `${row.format(value)}${row.target ? (row.target[1](value) ? " ✓" : " ✗") : ""}`;

/**
 * Whether every measured value meets its target: per row label and page, then per build
 * row (path "build") when the builds were timed.
 */
export function checkTargets(pages, builds = null) {
  const pageTargets = PAGE_ROWS.filter((row) => row.target).flatMap((row) =>
    Object.entries(pages).map(([path, page]) => ({
      label: row.label,
      path,
      met: row.target[1](row.value(page)),
    })),
  );
  const buildTargets = builds
    ? BUILD_ROWS.filter((row) => row.target).map((row) => ({
        label: row.label,
        path: "build",
        met: row.target[1](row.value(builds)),
      }))
    : [];
  return [...pageTargets, ...buildTargets];
}

function pageTable(pages) {
  const paths = Object.keys(pages);
  const rows = PAGE_ROWS.map((row) => {
    const cells = paths.map((path) => withMark(row, row.value(pages[path])));
    return [row.label, [...cells, row.target?.[0] ?? ""]];
  });
  return table([["", [...paths, "Target"]], ...rows]);
}

function chunkTable(pages) {
  const paths = Object.keys(pages);
  const names = [
    ...new Set(paths.flatMap((path) => pages[path].firstLoadJs.chunks.map((chunk) => chunk.name))),
  ];
  const size = (path, name) => {
    const chunk = pages[path].firstLoadJs.chunks.find((candidate) => candidate.name === name);
    return chunk ? formatKilobytes(chunk.gzipBytes) : "-";
  };
  const rows = names.map((name) => [`  ${name}`, paths.map((path) => size(path, name))]);
  return ["First-load JS by chunk (gzip)", ...table(rows)];
}

function buildTable(builds) {
  if (!builds) return ["Builds: skipped (--skip-build)"];
  return [
    "Builds",
    ...table(
      BUILD_ROWS.map((row) => [
        `  ${row.label}`,
        [withMark(row, row.value(builds)), row.target?.[0] ?? ""],
      ]),
    ),
  ];
}

export const formatReport = (results) =>
  [
    ...pageTable(results.pages),
    "",
    ...chunkTable(results.pages),
    "",
    ...buildTable(results.builds),
  ].join("\n");

/**
 * Writes bench-results/<prefix>latest.json and a copy named after the run's date; returns
 * their paths. A/B sessions use the prefix "ab-": their shape differs from a single build's.
 */
export function writeResults(results, prefix = "") {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = results.meta.date.replace(/[:.]/g, "-");
  const paths = [
    join(RESULTS_DIR, `${prefix}latest.json`),
    join(RESULTS_DIR, `${prefix}${stamp}.json`),
  ];
  const json = `${JSON.stringify(results, null, 2)}\n`;
  for (const path of paths) writeFileSync(path, json);
  return paths;
}
