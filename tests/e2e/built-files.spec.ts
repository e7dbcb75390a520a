// Every file the builds write, read as bytes: what a validator or a crawler gets, which a
// browser would forgive.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { load } from "js-yaml";
import vnuJar from "vnu-jar";

/** The three builds of scripts/build-test-sites.mjs, the prefixed one among them. */
const BUILDS = ["public", "public-prefixed", "public-unconfigured"];
/** The files served as text (images, fonts and PDFs are binary, where a zero byte is data). */
const TEXT_FILE = /\.(html|js|json|css|xml|txt|svg|webmanifest)$|^_(headers|redirects)$/;

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** The pages a visitor or a crawler gets: not Gatsby's page data or its internal slices. */
const pagesOf = (dir: string) =>
  filesOf(dir).filter((file) => /(^|\/)(index|404)\.html$/.test(relative(dir, file)));

test("no file served as text holds a U+0000, in either language or under the prefix", () => {
  for (const build of BUILDS) {
    const texts = filesOf(build).filter((file) => TEXT_FILE.test(file.split("/").pop()!));
    expect(texts.length, build).toBeGreaterThan(20);
    const withZero = texts.filter((file) => readFileSync(file).includes(0));
    expect(withZero, `files of ${build} with a zero byte`).toEqual([]);
  }
});

test("GitHub Pages gets every built file: none is hidden, which its upload leaves out", () => {
  // actions/upload-pages-artifact (v4 and later) leaves out names starting with a dot unless
  // the workflow sets include-hidden-files; .github/workflows/deploy.yml says what is kept.
  const workflow = load(readFileSync(".github/workflows/deploy.yml", "utf8")) as {
    jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
  };
  const upload = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
  expect(upload?.with?.path).toBe("public");
  if (String(upload?.with?.["include-hidden-files"]) === "true") return;
  const hidden = filesOf("public").filter((file) =>
    relative("public", file)
      .split("/")
      .some((name) => name.startsWith(".")),
  );
  expect(hidden).toEqual([]);
});

test("the W3C Nu HTML checker finds no markup error in any page", () => {
  const pages = BUILDS.flatMap(pagesOf);
  // Both languages' home pages and case studies, in each build.
  expect(pages.filter((file) => /\/(fr|en)\/index\.html$/.test(file))).toHaveLength(6);
  // Its CSS checker predates CSS the browsers support (Tailwind 4's @property, margin-trim):
  // only the markup is judged here. Its speculation rules checker predates the "immediate"
  // eagerness, one of the four the standard lists
  // (https://html.spec.whatwg.org/multipage/speculative-loading.html, the language switch's
  // rules: src/language-switch/speculation-rules.ts): that one message is left out too.
  const ignored = [
    ".*CSS: .*",
    ".*The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”\\.",
  ];
  const run = () =>
    execFileSync(
      "java",
      ["-jar", vnuJar, "--errors-only", "--filterpattern", ignored.join("|"), ...pages],
      { encoding: "utf8", stdio: "pipe" },
    );
  let report = "";
  try {
    run();
  } catch (error) {
    report = String((error as { stderr?: string }).stderr ?? error);
  }
  expect(report).toBe("");
});
