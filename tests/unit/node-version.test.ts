/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { satisfies, supportedRange, unsupportedNodeMessage } from "../../scripts/node-version.cjs";

const ROOT = path.join(__dirname, "../..");

test("the engines range is read from package.json: Node 22 or 24, the LTS lines", () => {
  expect(supportedRange(ROOT)).toBe("^22 || ^24");
});

test("the README and CONTENT.md name the Node majors that engines admits", () => {
  const admitted = Array.from({ length: 20 }, (_, index) => 16 + index).filter((major) =>
    satisfies(`${major}.50.0`, supportedRange(ROOT)),
  );
  for (const doc of ["README.md", "CONTENT.md"]) {
    const text = fs.readFileSync(path.join(ROOT, doc), "utf8");
    const named = /\bNode(?:\.js)? (\d+) or (\d+)\b/.exec(text)?.slice(1).map(Number);
    expect(`${doc}: ${named?.join(", ")}`).toBe(`${doc}: ${admitted.join(", ")}`);
  }
});

test.each([
  ["24.21.0", true],
  ["22.0.0", true],
  ["25.9.9", true],
  ["v24.1.0", true],
  ["20.20.2", false],
  ["21.99.0", false],
  ["26.0.0", false],
])("Node %s in >=22 <26: %s", (version, expected) => {
  expect(satisfies(version, ">=22 <26")).toBe(expected);
});

test("comparators with minor and patch versions", () => {
  expect(satisfies("22.11.0", ">=22.12.0")).toBe(false);
  expect(satisfies("22.12.0", ">=22.12.0")).toBe(true);
  expect(satisfies("24.0.0", ">22 <=24")).toBe(true);
  expect(satisfies("24.0.1", ">22 <=24")).toBe(false);
});

test("alternatives and carets: ^22 || ^24", () => {
  for (const [version, expected] of [
    ["22.0.0", true],
    ["22.99.1", true],
    ["23.11.0", false],
    ["24.21.0", true],
    ["25.0.0", false],
    ["21.7.3", false],
  ] as const) {
    expect(`${version}: ${satisfies(version, "^22 || ^24")}`).toBe(`${version}: ${expected}`);
  }
  expect(satisfies("22.11.0", "^22.12.0")).toBe(false);
  expect(satisfies("22.12.0", "^22.12.0 || >=24")).toBe(true);
});

test("a range it cannot read is an error, not an answer", () => {
  for (const range of ["~22", "22.x", "^0.12", ">=22.0.0-rc.1"]) {
    expect(() => satisfies("24.0.0", range)).toThrow(/unsupported engines range/);
  }
});

test("a pre-release is in no range, as npm's semver answers by default", () => {
  expect(satisfies("25.0.0-pre", ">=22 <26")).toBe(false);
  expect(satisfies("24.0.0-rc.1", "^22 || ^24")).toBe(false);
  expect(satisfies("v26.0.0-nightly20260101abcdef", ">=22 <26")).toBe(false);
  expect(satisfies("24.21.0+build.7", ">=22 <26")).toBe(true);
  expect(unsupportedNodeMessage("25.0.0-pre", ">=22 <26")).toBe(
    'This project needs Node >=22 <26 (package.json "engines"); this is Node 25.0.0-pre, a pre-release: ' +
      "scripts/install-and-run.sh develop (or test) fetches Node 24 into this folder and runs on it; " +
      "or install Node 24 LTS (https://nodejs.org/en/download, or `nvm install` in this folder, which reads .nvmrc).",
  );
});

test("run on a pre-release Node, the script prints its one line and exits 1, no stack trace", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "node-version-"));
  try {
    // The Node this test runs on, made to say it is a pre-release before the script reads it.
    const preload = path.join(folder, "pre-release.cjs");
    fs.writeFileSync(
      preload,
      'Object.defineProperty(process.versions, "node", { value: "25.0.0-pre" });\n',
    );
    const run = spawnSync(
      process.execPath,
      ["--require", preload, path.join(ROOT, "scripts/node-version.cjs")],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(`${unsupportedNodeMessage("25.0.0-pre", supportedRange(ROOT))}\n`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test("on an unsupported Node: one line naming the version, the range and how to get 24", () => {
  const message = unsupportedNodeMessage("20.20.2", ">=22 <26");
  expect(message).toBe(
    'This project needs Node >=22 <26 (package.json "engines"); this is Node 20.20.2: ' +
      "scripts/install-and-run.sh develop (or test) fetches Node 24 into this folder and runs on it; " +
      "or install Node 24 LTS (https://nodejs.org/en/download, or `nvm install` in this folder, which reads .nvmrc).",
  );
  expect(unsupportedNodeMessage("24.21.0", ">=22 <26")).toBeNull();
});

test(".nvmrc names the major the deploy workflow and CI install: 24, within the range", () => {
  const major = fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
  expect(major).toBe("24");
  expect(satisfies(major, supportedRange(ROOT))).toBe(true);
});

test("develop, build and test stop first on an unsupported Node", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  for (const name of ["predevelop", "prebuild", "pretest"]) {
    expect(scripts[name]).toBe("node scripts/node-version.cjs");
  }
});
