/** @jest-environment node */
import { spawnSync, type SpawnSyncReturns } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

// The check of the Debian packages the tests need (scripts/test-machine.sh): what it says on a
// machine without them, that the README's test command runs it before fetching or installing
// anything, and that .ci/run installs what it names. A browser is made absent through the
// variables the tests already read (CHROMIUM_PATH and the like), the other programs through PATH.

const ROOT = path.join(__dirname, "../..");
const CHECK = path.join(ROOT, "scripts/test-machine.sh");
/** Far above the check's few milliseconds, far below lint, the unit tests and three builds. */
const WITHIN_MS = 30_000;
const ABSENT = "/nonexistent/for-the-test";

/** The packages the script lists, in its order. */
const PACKAGES = (/^PACKAGES=\(([^)]*)\)/m.exec(fs.readFileSync(CHECK, "utf8"))?.[1] ?? "")
  .trim()
  .split(/\s+/);

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): SpawnSyncReturns<string> & { ms: number } {
  const start = Date.now();
  const result = spawnSync(command, args, { env, encoding: "utf8", timeout: WITHIN_MS });
  return Object.assign(result, { ms: Date.now() - start });
}

/** The packages named by the apt-get line the check prints, if it prints one. */
const aptLine = (output: string): string[] | undefined =>
  /^ {2}(?:sudo )?apt-get install (.+)$/m.exec(output)?.[1]?.split(" ");

test("without Chromium, it names the package and the apt-get line, and exits 1 at once", () => {
  const env = { ...process.env, CHROMIUM_PATH: ABSENT };
  const check = run(CHECK, [], env);
  expect(check.error).toBeUndefined();
  expect(check.status).toBe(1);
  expect(check.ms).toBeLessThan(WITHIN_MS);
  expect(check.stderr).toContain(`  chromium: Chromium (${ABSENT})`);
  const missing = run(CHECK, ["--missing"], env);
  expect(missing.status).toBe(0);
  expect(missing.stdout.trim().split(" ")).toContain("chromium");
  // One line adds every package named, and only those.
  expect(aptLine(check.stderr)).toEqual(missing.stdout.trim().split(" "));
});

test("on a machine with none of the programs, every package is named", () => {
  // An empty PATH hides every program; the browsers are looked for where their variables say.
  const emptyFolder = fs.mkdtempSync(path.join(os.tmpdir(), "test-machine-"));
  try {
    const env = {
      PATH: emptyFolder,
      CHROMIUM_PATH: ABSENT,
      FIREFOX_PATH: ABSENT,
      MINIBROWSER_PATH: ABSENT,
    };
    const check = run("/bin/bash", [CHECK], env);
    // The fonts are looked for at their Debian path, which no variable moves.
    const fontsInstalled = fs.existsSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    const expected = PACKAGES.filter((name) => !(fontsInstalled && name === "fonts-dejavu-core"));
    expect(expected.length).toBeGreaterThan(5);
    expect(check.status).toBe(1);
    expect(aptLine(check.stderr)).toEqual(expected);
    for (const name of expected) expect(check.stderr).toMatch(new RegExp(`^ {2}${name}: \\S`, "m"));
  } finally {
    fs.rmSync(emptyFolder, { recursive: true, force: true });
  }
});

/** A folder holding copies of `files` (paths from the root), for a script run that must not reach the project. */
function copyOf(files: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "test-machine-"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(folder, file));
  }
  return folder;
}

describe("the README's commands, from a copy without package.json or .nvmrc", () => {
  // Were the check skipped, the copy would stop at its next step (no .nvmrc, no package files),
  // before npm could install anything.
  let folder: string;
  beforeAll(() => {
    folder = copyOf(["scripts/install-and-run.sh", "scripts/test-machine.sh"]);
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test("`test` without Chromium stops at the check, before Node or npm, within seconds", () => {
    const env = { ...process.env, CHROMIUM_PATH: ABSENT };
    const command = run(path.join(folder, "scripts/install-and-run.sh"), ["test"], env);
    expect(command.error).toBeUndefined();
    expect(command.status).toBe(1);
    expect(command.ms).toBeLessThan(WITHIN_MS);
    expect(aptLine(command.stderr)).toContain("chromium");
    expect(command.stdout + command.stderr).not.toMatch(/Node|npm|\.nvmrc/);
  });

  test("`develop` checks none of the test packages", () => {
    const env = { ...process.env, CHROMIUM_PATH: ABSENT };
    const command = run(path.join(folder, "scripts/install-and-run.sh"), ["develop"], env);
    expect(command.error).toBeUndefined();
    // It went on to the Node check, which fails in the copy: no .nvmrc.
    expect(command.stderr).toContain(".nvmrc");
    expect(command.stdout + command.stderr).not.toContain("apt-get");
  });
});

test(".ci/run installs exactly the packages the check names, then runs the test command", () => {
  // A copy of .ci/run beside the check, its test command a stand-in, apt-get and sudo recording
  // what they are asked.
  const folder = copyOf([".ci/run", "scripts/test-machine.sh"]);
  try {
    const calls = path.join(folder, "calls.txt");
    const fakeBin = path.join(folder, "bin");
    fs.mkdirSync(fakeBin);
    const script = (file: string, body: string) =>
      fs.writeFileSync(path.join(folder, file), `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
    script("bin/apt-get", `echo "apt-get $*" >>"${calls}"`);
    script("bin/sudo", `"$@"`);
    script("scripts/install-and-run.sh", `echo "install-and-run.sh $*" >>"${calls}"`);
    const env = {
      ...process.env,
      PATH: `${fakeBin}:${process.env.PATH ?? ""}`,
      CHROMIUM_PATH: ABSENT,
    };
    const missing = run(path.join(folder, "scripts/test-machine.sh"), ["--missing"], env);
    const ci = run(path.join(folder, ".ci/run"), [], env);
    expect(ci.status).toBe(0);
    expect(fs.readFileSync(calls, "utf8").trim().split("\n")).toEqual([
      "apt-get update -qq",
      `apt-get install -y -qq ${missing.stdout.trim()}`,
      "install-and-run.sh test",
    ]);
    expect(missing.stdout).toContain("chromium");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
