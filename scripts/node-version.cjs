// Whether the running Node is one the project supports, as package.json's "engines" says.
// Plain CommonJS with no dependency, so that it runs (and explains itself) on any Node, even
// one too old for the rest of the project, and before `npm ci` has installed anything.
"use strict";
const { readFileSync } = require("node:fs");
const path = require("node:path");

/** How to get a supported Node, in one sentence. */
const HOW_TO_GET =
  "scripts/install-and-run.sh develop (or test) fetches Node 24 into this folder and runs on it; " +
  "or install Node 24 LTS (https://nodejs.org/en/download, or `nvm install` in this folder, which reads .nvmrc)";

/**
 * "24.21.0", "v24.21.0", "24" or a pre-release ("25.0.0-pre", "26.0.0-nightly20260101abc"):
 * [major, minor, patch], and the pre-release part, if any (a build's "+..." is ignored).
 */
function parseVersion(version) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    version.trim(),
  );
  if (!match) throw new Error(`not a version: "${version}"`);
  return {
    numbers: [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)],
    prerelease: match[4] || null,
  };
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

const TESTS = {
  ">=": (order) => order >= 0,
  ">": (order) => order > 0,
  "<=": (order) => order <= 0,
  "<": (order) => order < 0,
};

const unsupportedRange = (range) =>
  new Error(
    `unsupported engines range "${range}": use comparators like >=22 <26, ^24, or ^22 || ^24`,
  );

/** The comparisons one comparator stands for: ">=22" is one, "^22.1" two (>=22.1.0 <23.0.0). */
function comparisons(comparator, range) {
  const match = /^(>=|<=|>|<|\^)(.+)$/.exec(comparator);
  if (!match) throw unsupportedRange(range);
  const { numbers, prerelease } = parseVersion(match[2]);
  // A range naming a pre-release, or a caret below 1.0.0 (its own rules), is not needed here.
  if (prerelease || (match[1] === "^" && numbers[0] === 0)) throw unsupportedRange(range);
  if (match[1] !== "^") return [{ test: TESTS[match[1]], numbers }];
  return [
    { test: TESTS[">="], numbers },
    { test: TESTS["<"], numbers: [numbers[0] + 1, 0, 0] },
  ];
}

/**
 * Whether `version` satisfies `range`: alternatives separated by "||", each a space-separated
 * list of comparators that must all hold (">=22 <26", "^22 || ^24"), the subset of npm's range
 * syntax that "engines" needs here. Anything else throws rather than answering wrongly. A
 * pre-release ("25.0.0-pre") satisfies no such range, as npm's semver answers by default: it is
 * not a release of any supported line.
 */
function satisfies(version, range) {
  const alternatives = range.split("||").map((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .flatMap((comparator) => comparisons(comparator, range)),
  );
  const { numbers, prerelease } = parseVersion(version);
  if (prerelease) return false;
  return alternatives.some((tests) =>
    tests.every(({ test, numbers: bound }) => test(compare(numbers, bound))),
  );
}

/** The range package.json declares for Node. */
function supportedRange(root = path.join(__dirname, "..")) {
  return JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
}

/** The one line to print when `version` is outside `range`, or null when it is inside. */
function unsupportedNodeMessage(version, range) {
  if (satisfies(version, range)) return null;
  const which = parseVersion(version).prerelease ? `${version}, a pre-release` : version;
  return `This project needs Node ${range} (package.json "engines"); this is Node ${which}: ${HOW_TO_GET}.`;
}

module.exports = { satisfies, supportedRange, unsupportedNodeMessage };

// Run as a script (npm's pre-scripts of develop, build and test; scripts/install-and-run.sh):
// exit 1 with the message on an unsupported Node; `--quiet` only sets the exit code.
if (require.main === module) {
  const message = unsupportedNodeMessage(process.versions.node, supportedRange());
  if (message) {
    if (!process.argv.includes("--quiet")) console.error(message);
    process.exit(1);
  }
}
