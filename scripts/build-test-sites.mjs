// First checks that the release build starts from an empty public/ and refuses the sample
// content, naming its placeholders (while the content holds them). Then builds the four sites
// the browser tests serve:
// - public-unconfigured/: built without EmailJS configuration (the form must fail safely), with
//   one project appended to content/projects.yaml and the first experience's position renamed,
//   as an editor would (scripts/lib/content-change.mjs; restored afterwards): the page, the CV
//   PDFs and the cards must follow;
// - public-prefixed/: the shipped content built under the path prefix /portfolio, as a GitHub
//   Pages project site (served under it by scripts/lib/serve-build.mjs);
// - public/: the shipped content, built with test EmailJS configuration (the endpoint is
//   intercepted in tests);
// - test-sites/languages/public/: a copy of the project given more languages with
//   `npm run language:add` (scripts/languages-site.mjs).
import { execSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { buildLanguagesSite } from "./languages-site.mjs";
import { ADDED_PROJECT_YAML, withChangedPositions } from "./lib/content-change.mjs";
import { TEST_EMAILJS_CONFIG } from "./lib/test-emailjs-config.mjs";

const EMAILJS_VARIABLES = Object.keys(TEST_EMAILJS_CONFIG);
const PROJECTS = "content/projects.yaml";
const EXPERIENCE = "content/experience.yaml";
const TEST_PATH_PREFIX = "/portfolio";

/** What a release build of the sample content must say, besides failing. */
const REFUSAL = "A release build refuses the sample content's placeholders";
/** Sample values, and how the release build must name each while its file still holds it. */
const SAMPLE_VALUES = [
  ["content/site.yaml", "https://camille-laurent.example.com", 'field "siteUrl"'],
  ["content/site.yaml", "camille.laurent@example.com", 'field "email"'],
  ["content/site.yaml", "https://github.com/camille-laurent-example", 'field "social.github"'],
  [PROJECTS, "https://booking.camille-laurent.example.com", 'entry "booking-app" field "demo"'],
];

/** A file of an earlier build, planted in public/: the release build must not deploy it. */
const EARLIER_BUILD_FILE = "public/app-of-an-earlier-build.js";

/**
 * The release build starts from an empty public/ (no bundle of an earlier build is deployed
 * or listed in _headers). While the content holds sample values, it must then stop, naming
 * them (before anything is built); once the owner has replaced them all, it must succeed.
 */
function checkReleaseBuild() {
  const expected = SAMPLE_VALUES.filter(([file, value]) =>
    readFileSync(file, "utf8").includes(value),
  ).map(([file, , field]) => `${file}: ${field}`);
  mkdirSync("public", { recursive: true });
  writeFileSync(EARLIER_BUILD_FILE, "// left by an earlier build\n");
  const release = spawnSync("npm", ["run", "build:release"], { encoding: "utf8" });
  const log = `${release.stdout}${release.stderr}`;
  if (existsSync(EARLIER_BUILD_FILE)) {
    throw new Error(
      `npm run build:release kept ${EARLIER_BUILD_FILE}: it must empty public/ first`,
    );
  }
  if (expected.length === 0) {
    if (release.status !== 0) throw new Error(`npm run build:release failed\n${log.slice(-3000)}`);
    console.log("The release build starts from an empty public/ and succeeds.");
    return;
  }
  // Gatsby wraps its messages at 80 columns when its output is not a terminal.
  const said = log.replace(/\s+/g, " ");
  const unsaid = [REFUSAL, ...expected].filter((line) => !said.includes(line));
  if (release.status === 0 || unsaid.length > 0) {
    throw new Error(
      `npm run build:release of the sample content should fail, naming its placeholders.\n` +
        `Exit ${release.status}; not said: ${unsaid.join("; ") || "-"}\n${log.slice(-3000)}`,
    );
  }
  console.log(
    "The release build starts from an empty public/ and refuses the sample content, naming its placeholders.",
  );
}

const build = (env, args = "") => execSync(`npm run build -- ${args}`, { stdio: "inherit", env });
const moveBuild = (folder) => {
  rmSync(folder, { recursive: true, force: true });
  renameSync("public", folder);
};

const withoutConfig = { ...process.env };
for (const name of EMAILJS_VARIABLES) delete withoutConfig[name];
const shipped = {
  [PROJECTS]: readFileSync(PROJECTS, "utf8"),
  [EXPERIENCE]: readFileSync(EXPERIENCE, "utf8"),
};
const restoreContent = () => {
  for (const [file, text] of Object.entries(shipped)) writeFileSync(file, text);
};
checkReleaseBuild();
process.once("SIGINT", () => {
  restoreContent();
  process.exit(130);
});
try {
  appendFileSync(PROJECTS, ADDED_PROJECT_YAML);
  writeFileSync(EXPERIENCE, withChangedPositions(shipped[EXPERIENCE]));
  build(withoutConfig);
} finally {
  restoreContent();
}
moveBuild("public-unconfigured");

build({ ...process.env, PATH_PREFIX: TEST_PATH_PREFIX }, "--prefix-paths");
moveBuild("public-prefixed");

build({ ...process.env, ...TEST_EMAILJS_CONFIG });

buildLanguagesSite();
