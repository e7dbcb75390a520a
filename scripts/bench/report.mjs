// The bench's output: a table on the console, JSON in bench-results/ to compare over time.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_ROWS, formatKilobytes, formatSeconds } from "./targets.mjs";

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

/** Whether every measured value meets its target, per row label and page. */
export function checkTargets(pages) {
  return PAGE_ROWS.filter((row) => row.target).flatMap((row) =>
    Object.entries(pages).map(([path, page]) => ({
      label: row.label,
      path,
      met: row.target[1](row.value(page)),
    })),
  );
}

function pageTable(pages) {
  const paths = Object.keys(pages);
  const rows = PAGE_ROWS.map((row) => {
    const cells = paths.map((path) => {
      const value = row.value(pages[path]);
      const mark = row.target ? (row.target[1](value) ? " ✓" : " ✗") : "";
      return `${row.format(value)}${mark}`;
    });
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
    ...table([
      ["  Cold (gatsby clean, build)", [formatSeconds(builds.coldBuildMs)]],
      ["  After a one-line content change", [formatSeconds(builds.rebuildAfterContentChangeMs)]],
    ]),
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
