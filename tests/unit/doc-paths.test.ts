/** @jest-environment node */
import fs from "fs";
import path from "path";

// Every `src/`, `scripts/` or `tests/` path the docs name must exist: a doc that sends a reader to
// a file that has moved or gone is worse than none. Paths are read as the docs write them: bare,
// in backticks or in links, with or without a leading `./`, a folder with its trailing `/`, and
// globs (`*`, `**`, `{a,b}`) or placeholders (`<file>`), which must match at least one path. A
// source file named alone in backticks (`theme-store.ts`) must be some file of those folders, or
// of the root. And every link from a doc to a doc's heading (`file.md#anchor`, `#anchor`) must
// land on one: a heading renamed leaves its links pointing at the top of the page.

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

/**
 * The anchor GitHub gives a heading (github-slugger): a link's text kept, lowercase, every
 * character but letters, digits, hyphens, underscores and spaces removed, each space a hyphen.
 */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings, a repeated one numbered as GitHub does (-1, -2). */
export function headingAnchors(markdown: string): string[] {
  const taken = new Map<string, number>();
  const anchors: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    // A `#` line inside a fenced block (a shell comment) is no heading.
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    const heading = fence
      ? undefined
      : /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = headingSlug(heading);
    let anchor = base;
    while (taken.has(anchor)) {
      const count = taken.get(base)! + 1;
      taken.set(base, count);
      anchor = `${base}-${count}`;
    }
    taken.set(anchor, 0);
    anchors.push(anchor);
  }
  return anchors;
}

/** The links of `text` (in `doc`) to a Markdown file's heading: that file from the root, the anchor. */
export function anchorLinks(text: string, doc: string): { file: string; anchor: string }[] {
  const links: { file: string; anchor: string }[] = [];
  for (const [, target = ""] of text.matchAll(LINK_TARGET)) {
    const [, file = "", anchor] = /^([^#?]*)(?:\?[^#]*)?#(.+)$/.exec(target) ?? [];
    if (anchor === undefined || /^[a-z][a-z+.-]*:/i.test(target)) continue;
    if (file !== "" && !file.endsWith(".md")) continue;
    const resolved =
      file === "" ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
    links.push({ file: resolved, anchor });
  }
  return links;
}

/** The links of `links` that land on no heading: `file#anchor`, from the root. */
export function brokenAnchors(
  links: { file: string; anchor: string }[],
  anchorsOf: (file: string) => string[] | undefined,
): string[] {
  return links
    .filter(({ file, anchor }) => !anchorsOf(file)?.includes(anchor))
    .map(({ file, anchor }) => `${file}#${anchor}`);
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

  test.each(docFiles())("%s links only to headings that exist", (doc) => {
    const links = anchorLinks(fs.readFileSync(path.join(ROOT, doc), "utf8"), doc);
    const anchorsOf = (file: string) =>
      fs.existsSync(path.join(ROOT, file))
        ? headingAnchors(fs.readFileSync(path.join(ROOT, file), "utf8"))
        : undefined;
    expect(brokenAnchors(links, anchorsOf)).toEqual([]);
  });

  test("the docs do link to headings: the anchor check has something to check", () => {
    const links = docFiles().flatMap((doc) =>
      anchorLinks(fs.readFileSync(path.join(ROOT, doc), "utf8"), doc),
    );
    expect(links.length).toBeGreaterThan(15);
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

describe("the anchor check itself", () => {
  test.each([
    ["The CV's pages and words", "the-cvs-pages-and-words"],
    ["The page's weight", "the-pages-weight"],
    [
      "Case studies: `caseStudy` in `content/projects.yaml`",
      "case-studies-casestudy-in-contentprojectsyaml",
    ],
    [
      "Interface strings: `locales/{fr,en}/translation.json`",
      "interface-strings-localesfrentranslationjson",
    ],
    ["Timeline (academic): `content/timeline.yaml`", "timeline-academic-contenttimelineyaml"],
    [
      "0012. What the visitor did lasts the visit in sessionStorage, one store each",
      "0012-what-the-visitor-did-lasts-the-visit-in-sessionstorage-one-store-each",
    ],
    ["Camille Laurent — bilingual portfolio", "camille-laurent--bilingual-portfolio"],
    ["Trusted Types: the three policies", "trusted-types-the-three-policies"],
    ["From `content/` to the site", "from-content-to-the-site"],
    ["Netlify, Cloudflare Pages", "netlify-cloudflare-pages"],
    ["`snake_case` and [a link](https://example.com)", "snake_case-and-a-link"],
  ])("%s → #%s", (heading, anchor) => {
    expect(headingSlug(heading)).toBe(anchor);
  });

  test("a repeated heading is numbered; a `#` line in a fenced block is no heading", () => {
    const markdown = [
      "# Title",
      "```sh",
      "# Install and run",
      "```",
      "## Context",
      "## Decision ##",
      "## Context",
      "### Context",
      "## Context-1",
      "#NoSpace is text",
    ].join("\n");
    expect(headingAnchors(markdown)).toEqual([
      "title",
      "context",
      "decision",
      "context-1",
      "context-2",
      "context-1-1",
    ]);
  });

  test("finds the links to a heading, in the same doc or another, and reports those that miss", () => {
    const text = [
      "[here](#context), [there](architecture.md#how-a-page-loads), [up](../README.md#testing),",
      "[gone](architecture.md#react-19), [missing doc](gone.md#x), [site](https://a.example/b.md#c),",
      "[a file](../src/x.ts#L3), [a doc](architecture.md), [lost](#nowhere).",
    ].join("\n");
    const links = anchorLinks(text, "docs/performance.md");
    expect(links).toEqual([
      { file: "docs/performance.md", anchor: "context" },
      { file: "docs/architecture.md", anchor: "how-a-page-loads" },
      { file: "README.md", anchor: "testing" },
      { file: "docs/architecture.md", anchor: "react-19" },
      { file: "docs/gone.md", anchor: "x" },
      { file: "docs/performance.md", anchor: "nowhere" },
    ]);
    const anchors: Record<string, string[]> = {
      "docs/performance.md": ["performance", "context"],
      "docs/architecture.md": ["architecture", "how-a-page-loads"],
      "README.md": ["testing"],
    };
    expect(brokenAnchors(links, (file) => anchors[file])).toEqual([
      "docs/architecture.md#react-19",
      "docs/gone.md#x",
      "docs/performance.md#nowhere",
    ]);
  });
});
