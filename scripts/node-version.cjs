// Whether the running Node is one the project supports, as package.json's "engines" says.
// Plain CommonJS with no dependency, so that it runs (and explains itself) on any Node, even
// one too old for the rest of the project, and before `npm ci` has installed anything.
"use strict";
const { readFileSync } = require("node:fs");
const path = require("node:path");

/** How to get a supported Node, in one sentence. */
const HOW_TO_GET =
  "install Node 24 LTS (https://nodejs.org/en/download, or `nvm install` in this folder, which reads .nvmrc)";

/** [major, minor, patch] of "24.21.0" or "v24.21.0". */
function parseVersion(version) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
  if (!match) throw new Error(`not a version: "${version}"`);
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
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

/**
 * Whether `version` satisfies `range`, a space-separated list of comparators that must all
 * hold (">=22 <26"), the subset of npm's range syntax that "engines" needs here. Anything
 * else throws rather than answering wrongly.
 */
function satisfies(version, range) {
  const current = parseVersion(version);
  return range
    .trim()
    .split(/\s+/)
    .every((comparator) => {
      const match = /^(>=|<=|>|<)(.+)$/.exec(comparator);
      if (!match)
        throw new Error(`unsupported engines range "${range}": use comparators like >=22 <26`);
      return TESTS[match[1]](compare(current, parseVersion(match[2])));
    });
}

/** The range package.json declares for Node. */
function supportedRange(root = path.join(__dirname, "..")) {
  return JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
}

/** The one line to print when `version` is outside `range`, or null when it is inside. */
function unsupportedNodeMessage(version, range) {
  if (satisfies(version, range)) return null;
  return `This project needs Node ${range} (package.json "engines"); this is Node ${version}: ${HOW_TO_GET}.`;
}

module.exports = { satisfies, supportedRange, unsupportedNodeMessage };

// Run as a script (npm's pre-scripts of develop, build and test; .ci/run): exit 1 with the
// message on an unsupported Node; `--quiet` only sets the exit code.
if (require.main === module) {
  const message = unsupportedNodeMessage(process.versions.node, supportedRange());
  if (message) {
    if (!process.argv.includes("--quiet")) console.error(message);
    process.exit(1);
  }
}
