/** @jest-environment node */
import fs from "fs";
import path from "path";

// The set-up a newcomer meets: the README's two commands, what .ci/run adds to them, and what the
// install decides on its own (allowScripts, overrides), each kept true to the files it describes.

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const README = read("README.md");
const CI_RUN = read(".ci/run");
const INSTALL_AND_RUN = read("scripts/install-and-run.sh");
const RECORD = read("docs/decisions/0021-install-runs-no-dependency-script.md");
const packageJson = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
  overrides: Record<string, string | Record<string, string>>;
};
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { version?: string }>;
};

/** The commands of the README's first shell block, comments left out. */
function readmeCommands(): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

test("the README's first screen gives two commands: the site and the whole test suite", () => {
  expect(readmeCommands()).toEqual([
    "scripts/install-and-run.sh develop",
    "scripts/install-and-run.sh test",
  ]);
});

test(".ci/run ends with the README's test command", () => {
  const testCommand = readmeCommands()[1];
  const lastLine = CI_RUN.trim().split("\n").at(-1);
  expect(lastLine).toBe(`exec ${testCommand}`);
});

test("the Debian packages are listed once, in scripts/test-machine.sh, not in the README", () => {
  // The check prints the apt-get line a machine needs: a copy in the README would drift from it.
  expect(README).not.toMatch(/apt(-get)? install [a-z]/);
  expect(README).toContain("scripts/test-machine.sh");
});

test("the Node release the command installs is of the major .nvmrc names", () => {
  const release = /^NODE_RELEASE=(\d+)\.\d+\.\d+$/m.exec(INSTALL_AND_RUN)?.[1];
  expect(release).toBe(read(".nvmrc").trim());
});

test("each allowScripts entry is in the install record's table, with its verdict", () => {
  const verdicts = new Map<string, string>();
  for (const [, names = "", verdict = ""] of RECORD.matchAll(
    /^\| ([^|]+?) +\| [^|]+ \| (approved|denied) +\|$/gm,
  )) {
    for (const name of names.split(", ")) verdicts.set(name, verdict);
  }
  const entries = Object.entries(packageJson.allowScripts);
  expect(entries.length).toBeGreaterThan(0);
  for (const [name, allowed] of entries) {
    expect(`${name}: ${verdicts.get(name)}`).toBe(`${name}: ${allowed ? "approved" : "denied"}`);
  }
  expect([...verdicts.keys()].sort()).toEqual(Object.keys(packageJson.allowScripts).sort());
});

/** The lock entry a package at `from` gets for `name`, found as Node finds it: up the folders. */
function resolveInLock(from: string, name: string): { path: string; version?: string } {
  for (let folder = from; ; folder = folder.slice(0, folder.lastIndexOf("/node_modules/"))) {
    const candidate = `${folder}/node_modules/${name}`;
    const entry = lock.packages[candidate];
    if (entry) return { path: candidate, version: entry.version };
    if (!folder.includes("/node_modules/")) break;
  }
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry) throw new Error(`${name} is not installed for ${from}`);
  return { path: `node_modules/${name}`, version: entry.version };
}

test("each nested override names the version that package meets where it is installed", () => {
  const nested = Object.entries(packageJson.overrides).filter(
    (entry): entry is [string, Record<string, string>] => typeof entry[1] === "object",
  );
  expect(nested.length).toBeGreaterThan(0);
  for (const [owner, overrides] of nested) {
    const installed = Object.keys(lock.packages).filter((key) =>
      key.endsWith(`node_modules/${owner}`),
    );
    expect(`${owner}: ${installed.length > 0}`).toBe(`${owner}: true`);
    for (const at of installed) {
      for (const [name, spec] of Object.entries(overrides)) {
        // "$react" is the root project's own dependency.
        const wanted = spec.startsWith("$") ? packageJson.dependencies[spec.slice(1)] : spec;
        const met = resolveInLock(at, name);
        expect(`${at} -> ${met.path}@${met.version}`).toBe(`${at} -> ${met.path}@${wanted}`);
      }
    }
  }
});
