// The site of more languages the browser tests read (tests/e2e/languages.spec.ts), built from
// a temporary copy of the project in test-sites/languages/ (git-ignored), so that no test
// language ships in content/. Its languages are added the way an editor adds one, with
// `npm run language:add` in the copy:
// - de (German, from English), published, its case studies under /de/projekte/;
// - he (Hebrew, from English, right to left), published: no CV nor share card;
// - pl (Polish, from English), published, with letters its CV's font has no glyph for: no CV nor
//   share card either;
// - it (Italian, from French), left unpublished: the build must leave it out.
// A few of their strings and values are translated (scripts/lib/languages-site-words.mjs), so
// that a page shows which language it is in. What the build says is kept in the copy's
// build-output.txt, where the tests read why it drew no CV in a language. Before the build, the
// copy's content is given one German value less while German is published: the build must
// stop, naming the file, the entry, the field and the language.
// Run by scripts/build-test-sites.mjs, or alone: `node scripts/languages-site.mjs`.
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { parseDocument } from "yaml";
import { BUILD_OUTPUT, TRANSLATED } from "./lib/languages-site-words.mjs";
import { TEST_EMAILJS_CONFIG } from "./lib/test-emailjs-config.mjs";

const ROOT = resolve(import.meta.dirname, "..");
export const LANGUAGES_SITE = join(ROOT, "test-sites/languages");

/**
 * What the copy needs to build: the site's code, content and configuration, and .gitignore
 * (the copy is made a git repository, so that Tailwind's scan of class names reads it and keeps
 * out of node_modules and .cache, as it does in the project).
 */
const PROJECT_FILES = [
  ".gitignore",
  "content",
  "locales",
  "schemas",
  "src",
  "static",
  "scripts/language.mjs",
  "scripts/node-version.cjs",
  "gatsby-browser.tsx",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "package.json",
  "postcss.config.js",
  "tsconfig.json",
];

const run = (args) =>
  execFileSync("npm", ["run", ...args], { cwd: LANGUAGES_SITE, stdio: "inherit" });

function edit(file, change) {
  const path = join(LANGUAGES_SITE, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
}

function editYaml(file, change) {
  edit(file, (text) => {
    const doc = parseDocument(text);
    change(doc);
    return doc.toString({ lineWidth: 0 });
  });
}

/** Sets a language's `field` in content/languages.yaml. */
const setLanguage = (code, field, value) =>
  editYaml("content/languages.yaml", (doc) => {
    const index = doc.toJS().findIndex((entry) => entry.code === code);
    doc.setIn([index, field], value);
  });

function translate(code, { greeting, jobTitle }) {
  edit(`locales/${code}/translation.json`, (text) => {
    const strings = JSON.parse(text);
    strings.home.greeting = greeting;
    return `${JSON.stringify(strings, null, 2)}\n`;
  });
  editYaml("content/site.yaml", (doc) => doc.setIn(["jobTitle", code], jobTitle));
}

/** The message a build must stop with, for a published language's missing value. */
const MISSING_VALUE =
  'content/experience.yaml: entry "northwind-bank" field "title.de": required, missing';

/** With German published and one of its values gone, the build stops and names it. */
function checkMissingValueStopsTheBuild() {
  const file = "content/experience.yaml";
  const before = readFileSync(join(LANGUAGES_SITE, file), "utf8");
  editYaml(file, (doc) => {
    const index = doc.toJS().findIndex((entry) => entry.id === "northwind-bank");
    doc.deleteIn([index, "title", "de"]);
  });
  const build = spawnSync("npm", ["run", "build"], { cwd: LANGUAGES_SITE, encoding: "utf8" });
  writeFileSync(join(LANGUAGES_SITE, file), before);
  const said = `${build.stdout}${build.stderr}`.replace(/\s+/g, " ");
  if (build.status === 0 || !said.includes(MISSING_VALUE)) {
    throw new Error(
      `A build with a published language's value missing should stop, naming it ("${MISSING_VALUE}").\n` +
        `Exit ${build.status}\n${said.slice(-3000)}`,
    );
  }
  console.log("A published language's missing value stops the build, named.");
}

export function buildLanguagesSite() {
  rmSync(LANGUAGES_SITE, { recursive: true, force: true });
  mkdirSync(join(LANGUAGES_SITE, "scripts"), { recursive: true });
  for (const file of PROJECT_FILES)
    cpSync(join(ROOT, file), join(LANGUAGES_SITE, file), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(LANGUAGES_SITE, "node_modules"));
  execFileSync("git", ["init", "--quiet"], { cwd: LANGUAGES_SITE });

  run(["language:add", "--", "de", "Deutsch", "--from", "en"]);
  run(["language:add", "--", "he", "עברית", "--from", "en", "--dir", "rtl"]);
  run(["language:add", "--", "pl", "Polski", "--from", "en"]);
  run(["language:add", "--", "it", "Italiano"]);
  setLanguage("de", "caseStudiesFolder", "projekte");
  setLanguage("pl", "caseStudiesFolder", "projekty");
  for (const [code, words] of Object.entries(TRANSLATED)) {
    translate(code, words);
    setLanguage(code, "published", true);
  }
  checkMissingValueStopsTheBuild();
  const build = spawnSync("npm", ["run", "build"], {
    cwd: LANGUAGES_SITE,
    encoding: "utf8",
    env: { ...process.env, ...TEST_EMAILJS_CONFIG },
  });
  process.stdout.write(build.stdout);
  process.stderr.write(build.stderr);
  writeFileSync(join(LANGUAGES_SITE, BUILD_OUTPUT), `${build.stdout}${build.stderr}`);
  if (build.status !== 0)
    throw new Error(`The languages' site did not build (exit ${build.status})`);
  if (!existsSync(join(LANGUAGES_SITE, "public/de/index.html"))) {
    throw new Error("The languages' site has no /de/ page");
  }
}

if (process.argv[1] === import.meta.filename) buildLanguagesSite();
