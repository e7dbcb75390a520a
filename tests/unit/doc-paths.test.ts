/** @jest-environment node */
import fs from "fs";
import path from "path";

// Every `src/`, `scripts/` or `tests/` path the docs name must exist: a doc that sends a reader to
// a file that has moved or gone is worse than none. Paths are read as the docs write them: bare,
// in backticks or in links, with or without a leading `./`, a folder with its trailing `/`, and
// globs (`*`, `**`, `{a,b}`) or placeholders (`<file>`), which must match at least one path. A
// source file named alone in backticks (`theme-store.ts`) must be some file of those folders, or
// of the root.

const ROOT = path.join(__dirname, "../..");
const CHECKED_FOLDERS = ["src", "scripts", "tests"];

/** The docs a reader is sent to: README.md, CONTENT.md and everything under docs/. */
function docFiles(): string[] {
  const docs = ["README.md", "CONTENT.md"];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) docs.push(relative);
    }
  };
  walk("docs");
  return docs;
}

/** Every file and folder under the checked folders, from the root, folders ending with `/`. */
function repositoryPaths(): string[] {
  const paths: string[] = [];
  const walk = (folder: string) => {
    paths.push(`${folder}/`);
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else paths.push(relative);
    }
  };
  CHECKED_FOLDERS.forEach(walk);
  return paths;
}

const FOLDER = `(?:${CHECKED_FOLDERS.join("|")})`;
/** A path character, a brace group (`{fr,en}`) or a placeholder (`<file>`). */
const PATH_PART = String.raw`(?:[\w.\-/*]|\{[\w.,\-]*\}|<[\w\-]+>)`;
/** A path written from the root, not the tail of another path or of an address. */
const WRITTEN_PATH = new RegExp(String.raw`(?<![\w./\-])(?:\./)?(${FOLDER}/${PATH_PART}*)`, "g");
/** A Markdown link's target, read relative to the doc it is in. */
const LINK_TARGET = /\]\(([^)\s]+)\)/g;

/** The checked paths `text` names, from the root; `doc` is where the text is, for its links. */
export function namedPaths(text: string, doc: string): string[] {
  const named = new Set<string>();
  for (const [, written = ""] of text.matchAll(WRITTEN_PATH)) {
    named.add(written.replace(/[.]+$/, ""));
  }
  for (const [, target = ""] of text.matchAll(LINK_TARGET)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("#")) continue;
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(doc), target.replace(/[#?].*$/, "")),
    );
    if (new RegExp(`^${FOLDER}/`).test(resolved)) named.add(resolved);
  }
  return [...named];
}

/** A source file named by itself in backticks, without its folder. */
const NAMED_FILE = /`([\w.-]+\.(?:tsx?|mts|mjs|cjs|js|css))`/g;

/** The source files `text` names by their name alone. */
export function namedFiles(text: string): string[] {
  return [...new Set([...text.matchAll(NAMED_FILE)].map(([, name = ""]) => name))];
}

/** The names of `named` that are no file's name in `existing` (paths from the root). */
export function missingFiles(named: string[], existing: string[]): string[] {
  const names = new Set(existing.map((file) => path.posix.basename(file)));
  return named.filter((name) => !names.has(name));
}

const escape = (text: string) => text.replace(/[.+^$()|[\]\\]/g, "\\$&");

/** `written` with its first brace group expanded, then the next: `a/{b,c}.ts` names two paths. */
function expandBraces(written: string): string[] {
  const group = /\{([^}]*)\}/.exec(written);
  if (!group) return [written];
  const [before, after] = [
    written.slice(0, group.index),
    written.slice(group.index + group[0].length),
  ];
  return group[1]!.split(",").flatMap((choice) => expandBraces(before + choice + after));
}

/** One path (no braces) as a pattern over repositoryPaths(): globs and placeholders as wildcards. */
function pattern(written: string): RegExp {
  let source = "";
  for (const part of written.match(/\*\*\/?|\*|<[^>]+>|[^*<]+/g) ?? []) {
    if (part.startsWith("**")) source += "(?:.*/)?";
    else if (part === "*") source += "[^/]*";
    else if (part.startsWith("<")) source += "[^/]+";
    else source += escape(part);
  }
  // A path written without its trailing slash may name a folder.
  return new RegExp(`^${source}${written.endsWith("/") ? "" : "/?"}$`);
}

/** The paths of `named` of which some expansion (braces) matches nothing in `existing`. */
export function missingPaths(named: string[], existing: string[]): string[] {
  return named.filter((written) =>
    expandBraces(written).some((one) => {
      const wanted = pattern(one);
      return !existing.some((candidate) => wanted.test(candidate));
    }),
  );
}

describe("the paths the docs name", () => {
  const existing = repositoryPaths();

  test.each(docFiles())("%s names only paths that exist", (doc) => {
    const named = namedPaths(fs.readFileSync(path.join(ROOT, doc), "utf8"), doc);
    expect(missingPaths(named, existing)).toEqual([]);
  });

  test.each(docFiles())("%s names only source files that exist", (doc) => {
    const named = namedFiles(fs.readFileSync(path.join(ROOT, doc), "utf8"));
    expect(missingFiles(named, [...existing, ...fs.readdirSync(ROOT)])).toEqual([]);
  });

  test("the docs do name paths: the check has something to check", () => {
    const named = docFiles().flatMap((doc) =>
      namedPaths(fs.readFileSync(path.join(ROOT, doc), "utf8"), doc),
    );
    expect(named.length).toBeGreaterThan(50);
  });
});

describe("the check itself", () => {
  const existing = [
    "src/",
    "src/theme/",
    "src/theme/apply-theme.ts",
    "src/theme/theme-store.ts",
    "scripts/",
    "scripts/bench.mjs",
    "scripts/bench/",
    "scripts/bench/rank-test.mjs",
    "tests/",
    "tests/unit/",
    "tests/unit/theme.test.ts",
    "tests/e2e/",
    "tests/e2e/theme-switch.spec.ts",
  ];
  const FIXTURE = [
    "The switch is in `src/theme/apply-theme.ts` and its store in ./src/theme/theme-store.ts.",
    "The folder src/theme/ and src/theme, the bench `scripts/bench.mjs` and scripts/bench/.",
    "Globs: `tests/unit/*.test.ts`, tests/**/*.spec.ts, src/theme/{apply-theme,theme-store}.ts,",
    "one at a time: `npx jest tests/unit/<file>`. A [link](../tests/e2e/theme-switch.spec.ts).",
    "Gone: `src/before-react/theme.ts`, ./scripts/bench/old.mjs, src/no-such-folder/,",
    "tests/unit/*.nope.ts, src/theme/{apply-theme,pending-theme}.ts and [a link](../tests/e2e/gone.spec.ts).",
    "Not checked: https://github.com/owner/repo/tree/main/src/x.ts, public/src/y.ts, [site](https://example.com/src/z).",
  ].join("\n");

  test("finds the paths written every way a doc writes them", () => {
    expect(namedPaths(FIXTURE, "docs/architecture.md").sort()).toEqual(
      [
        "src/theme/apply-theme.ts",
        "src/theme/theme-store.ts",
        "src/theme/",
        "src/theme",
        "scripts/bench.mjs",
        "scripts/bench/",
        "tests/unit/*.test.ts",
        "tests/**/*.spec.ts",
        "src/theme/{apply-theme,theme-store}.ts",
        "tests/unit/<file>",
        "tests/e2e/theme-switch.spec.ts",
        "src/before-react/theme.ts",
        "scripts/bench/old.mjs",
        "src/no-such-folder/",
        "tests/unit/*.nope.ts",
        "src/theme/{apply-theme,pending-theme}.ts",
        "tests/e2e/gone.spec.ts",
      ].sort(),
    );
  });

  test("reports exactly the paths that do not exist", () => {
    expect(missingPaths(namedPaths(FIXTURE, "docs/architecture.md"), existing).sort()).toEqual(
      [
        "src/before-react/theme.ts",
        "scripts/bench/old.mjs",
        "src/no-such-folder/",
        "tests/unit/*.nope.ts",
        "src/theme/{apply-theme,pending-theme}.ts",
        "tests/e2e/gone.spec.ts",
      ].sort(),
    );
  });

  test("a source file named alone must be some file's name", () => {
    const text =
      "`apply-theme.ts` and `bench.mjs` stay, `pending-theme.ts` and `early-input-script.ts` went; `a/b.ts` is a path.";
    expect(namedFiles(text)).toEqual([
      "apply-theme.ts",
      "bench.mjs",
      "pending-theme.ts",
      "early-input-script.ts",
    ]);
    expect(missingFiles(namedFiles(text), existing)).toEqual([
      "pending-theme.ts",
      "early-input-script.ts",
    ]);
  });

  test("a file named as a folder is missing", () => {
    expect(missingPaths(["scripts/bench.mjs/"], existing)).toEqual(["scripts/bench.mjs/"]);
  });
});
