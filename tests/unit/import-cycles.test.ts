import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { importsOf, sourceFiles } from "./module-imports";

const ROOT = path.join(__dirname, "../..");
const SRC = path.join(ROOT, "src");

/**
 * Every import cycle among `files`, as the files around it (the first one repeated at the end),
 * from `root`.
 */
function importCycles(files: string[], root = SRC): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const done = new Set<string>();
  const trail: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) cycles.push([...trail.slice(start), next]);
      else if (!done.has(next)) visit(next);
    }
    trail.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles.map((cycle) => cycle.map((file) => path.relative(root, file)));
}

test("no module of src/ imports itself through others", () => {
  expect(importCycles(sourceFiles(SRC))).toEqual([]);
});

test("no module of tests/ or scripts/ imports itself through others", () => {
  const files = ["tests", "scripts"].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  expect(files.filter((file) => /\.(mjs|cjs|mts)$/.test(file)).length).toBeGreaterThan(20);
  expect(importCycles(files, ROOT)).toEqual([]);
});

test("the check sees a cycle made of type-only imports", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-"));
  fs.writeFileSync(
    path.join(folder, "a.ts"),
    'import type { B } from "./b";\nexport type A = B;\n',
  );
  fs.writeFileSync(
    path.join(folder, "b.ts"),
    'import { a } from "./a";\nexport type B = typeof a;\n',
  );
  try {
    expect(importCycles(sourceFiles(folder))).toHaveLength(1);
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
});

test("the check sees a cycle through JavaScript modules, a TypeScript file among them", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cycle-"));
  fs.writeFileSync(
    path.join(folder, "a.mjs"),
    'import { b } from "./b.mjs";\nexport const a = b;\n',
  );
  fs.writeFileSync(path.join(folder, "b.mjs"), 'export const b = () => import("./c.cjs");\n');
  fs.writeFileSync(path.join(folder, "c.cjs"), 'module.exports = require("./d");\n');
  fs.writeFileSync(path.join(folder, "d.ts"), 'export { a } from "./a.mjs";\n');
  try {
    expect(importCycles(sourceFiles(folder), folder)).toEqual([
      ["a.mjs", "b.mjs", "c.cjs", "d.ts", "a.mjs"],
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
});

/** The folders of src/ that a file's imports reach, other than its own. */
function foldersImported(file: string): string[] {
  const own = path.relative(SRC, path.dirname(file)).split(path.sep)[0];
  return importsOf(file)
    .map((imported) => path.relative(SRC, imported).split(path.sep)[0]!)
    .filter((folder) => folder !== own);
}

/**
 * The layers under the concerns: the inline entries (src/before-react/) build on the concerns,
 * which build on these; none of these reaches back up to a concern or an entry.
 */
const LOWER_LAYERS = ["storage", "prerender", "hydration", "bundles", "csp", "config", "features"];
const UPPER = [
  "before-react",
  "theme",
  "contact",
  "language-switch",
  "kept-choices",
  "components",
  "sections",
  "templates",
];

test("no import runs from a lower layer back up to a concern or an inline entry", () => {
  const upward = sourceFiles(SRC)
    .filter((file) => LOWER_LAYERS.includes(path.relative(SRC, file).split(path.sep)[0]!))
    .flatMap((file) =>
      foldersImported(file)
        .filter((folder) => UPPER.includes(folder))
        .map((folder) => `${path.relative(SRC, file)} -> ${folder}/`),
    );
  expect(upward).toEqual([]);
});

test("the inline entries are imported by no module of src/", () => {
  const importers = sourceFiles(SRC).filter(
    (file) =>
      !path.relative(SRC, file).startsWith(`before-react${path.sep}`) &&
      foldersImported(file).includes("before-react"),
  );
  expect(importers.map((file) => path.relative(SRC, file))).toEqual([]);
});
