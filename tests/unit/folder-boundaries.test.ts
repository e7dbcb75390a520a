/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { importsOf, sourceFiles, stringsIn } from "./module-imports";

// Each folder does its own work and shares through scripts/lib/: the helpers and data that the
// tests, the bench and the site's scripts all use (Chromium, gzip, the static host, the budgets'
// measures, the test builds' settings and content change). The browser tests import from
// scripts/ only what scripts/lib/ holds (the unit tests import what they test: the bench's,
// tests/unit/bench-*.test.ts, import it), no script imports, starts or reads a file of tests/,
// and scripts/lib/ imports nothing above it.

const ROOT = path.join(__dirname, "../..");

/** The bench's unit tests: they test the bench, so they import it. */
const BENCH_UNIT_TEST = /^tests\/unit\/bench-[\w-]+\.test\.ts$/;

/** A file of tests/ named in a string, as a script would start or read it (spawn, readFileSync). */
const TEST_FILE_PATH = /(?:^|[^\w.-])tests\/[\w-]+[\w./-]*\.\w+\b/;

/** The Playwright configs at the root belong to the tests they run. */
const PLAYWRIGHT_CONFIG = /^playwright(\.\w+)?\.config\.ts$/;

/**
 * Every breach of the boundaries in the repository at `root`: `importer -> imported`, or
 * `file: "string"` for a string that names a file of tests/.
 */
function breaches(root: string) {
  const fromRoot = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const under = (folder: string) => (file: string) => fromRoot(file).startsWith(`${folder}/`);
  const importsInto = (files: string[], forbidden: (imported: string) => boolean) =>
    files.flatMap((file) =>
      importsOf(file)
        .filter(forbidden)
        .map((imported) => `${fromRoot(file)} -> ${fromRoot(imported)}`),
    );
  const tests = [
    ...sourceFiles(path.join(root, "tests")),
    ...fs
      .readdirSync(root)
      .filter((name) => PLAYWRIGHT_CONFIG.test(name))
      .map((name) => path.join(root, name)),
  ];
  const scripts = sourceFiles(path.join(root, "scripts"));
  return {
    testsIntoBench: importsInto(
      tests.filter((file) => !BENCH_UNIT_TEST.test(fromRoot(file))),
      under("scripts/bench"),
    ),
    browserTestsIntoScripts: importsInto(
      tests.filter((file) => !under("tests/unit")(file)),
      (imported) =>
        under("scripts")(imported) &&
        !under("scripts/lib")(imported) &&
        !under("scripts/bench")(imported),
    ),
    scriptsIntoTests: importsInto(scripts, under("tests")),
    scriptsNamingTestFiles: scripts.flatMap((file) =>
      stringsIn(file)
        .filter((text) => TEST_FILE_PATH.test(text))
        .map((text) => `${fromRoot(file)}: ${JSON.stringify(text)}`),
    ),
    sharedIntoOthers: importsInto(
      scripts.filter(under("scripts/lib")),
      (imported) => !under("scripts/lib")(imported) && !under("node_modules")(imported),
    ),
  };
}

test("tests, the bench and the scripts share through scripts/lib/ and reach into no other folder", () => {
  expect(breaches(ROOT)).toEqual({
    testsIntoBench: [],
    browserTestsIntoScripts: [],
    scriptsIntoTests: [],
    scriptsNamingTestFiles: [],
    sharedIntoOthers: [],
  });
});

test("the check reads the folders it guards", () => {
  const files = ["tests", "scripts"].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const named = files.map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
  expect(named).toEqual(
    expect.arrayContaining([
      "tests/e2e/prerender.ts",
      "tests/engines/site-host.ts",
      "tests/develop/server-output.ts",
      "scripts/lib/static-host.mjs",
      "scripts/bench/interaction-loads.mjs",
      "scripts/screenshots.mjs",
    ]),
  );
});

describe("the check itself, on a repository of its own", () => {
  let root = "";
  /** Writes `text` to `file` (from the root), its folders made. */
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
    write("scripts/bench/median.mjs", "export const median = () => 0;\n");
    write("scripts/lib/chromium.mjs", 'export const CHROMIUM_PATH = "/usr/bin/chromium";\n');
    write("tests/e2e/fixtures.ts", "export const strings = {};\n");
  });
  afterEach(() => fs.rmSync(root, { recursive: true }));

  test("passes a repository that keeps to its folders", () => {
    write(
      "tests/e2e/a.spec.ts",
      'import { CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";\n',
    );
    write("playwright.config.ts", 'import "./scripts/lib/chromium.mjs";\n');
    write("scripts/bench/a.mjs", 'import "../lib/chromium.mjs";\nimport "./median.mjs";\n');
    write("tests/unit/bench-median.test.ts", 'import "../../scripts/bench/median.mjs";\n');
    write("scripts/a.mjs", "// tests/e2e/fixtures.ts, named in a comment only\n");
    write("scripts/b.mjs", 'readFileSync(new URL("./lib/content-change/added.yaml", base));\n');
    write("tests/e2e/b.spec.ts", 'import "../../scripts/lib/content-change.mjs";\n');
    write("tests/unit/language-command.test.ts", 'import "../../scripts/language.mjs";\n');
    expect(Object.values(breaches(root)).flat()).toEqual([]);
  });

  test("sees a test or a Playwright config importing the bench, however it imports", () => {
    write("tests/e2e/a.spec.ts", 'import { median } from "../../scripts/bench/median.mjs";\n');
    write(
      "tests/engines/b.ts",
      'export const m = () => import("../../scripts/bench/median.mjs");\n',
    );
    write("tests/develop/c.ts", 'import type { X } from "../../scripts/bench/median";\n');
    write("playwright.config.ts", 'import "./scripts/bench/median.mjs";\n');
    expect(breaches(root).testsIntoBench).toEqual([
      "tests/develop/c.ts -> scripts/bench/median.mjs",
      "tests/e2e/a.spec.ts -> scripts/bench/median.mjs",
      "tests/engines/b.ts -> scripts/bench/median.mjs",
      "playwright.config.ts -> scripts/bench/median.mjs",
    ]);
  });

  test("sees a script importing a test helper, or starting or reading a test file by its path", () => {
    write("scripts/a.mjs", 'import { strings } from "../tests/e2e/fixtures";\nvoid strings;\n');
    write("scripts/b.mjs", 'spawn(process.execPath, ["tests/e2e/serve.mjs", "9200"]);\n');
    write("scripts/bench/c.mjs", "exec(`node tests/e2e/serve.mjs ${port}`);\n");
    write("scripts/d.mjs", 'readFileSync("tests/e2e/content-change/added.yaml");\n');
    const found = breaches(root);
    expect(found.scriptsIntoTests).toEqual(["scripts/a.mjs -> tests/e2e/fixtures.ts"]);
    expect(found.scriptsNamingTestFiles).toEqual([
      'scripts/b.mjs: "tests/e2e/serve.mjs"',
      'scripts/bench/c.mjs: "node tests/e2e/serve.mjs "',
      'scripts/d.mjs: "tests/e2e/content-change/added.yaml"',
    ]);
  });

  test("sees a browser test importing a script outside scripts/lib/", () => {
    write("scripts/build-sites.mjs", "export const SETTINGS = {};\n");
    write("tests/e2e/a.spec.ts", 'import { SETTINGS } from "../../scripts/build-sites.mjs";\n');
    write("tests/unit/build-sites.test.ts", 'import "../../scripts/build-sites.mjs";\n');
    expect(breaches(root).browserTestsIntoScripts).toEqual([
      "tests/e2e/a.spec.ts -> scripts/build-sites.mjs",
    ]);
  });

  test("sees scripts/lib/ importing the bench", () => {
    write("scripts/lib/a.mjs", 'import "../bench/median.mjs";\n');
    expect(breaches(root).sharedIntoOthers).toEqual([
      "scripts/lib/a.mjs -> scripts/bench/median.mjs",
    ]);
  });
});
