// A git ref checked out in a temporary worktree, with its dependencies, to build it beside
// the current tree. The worktree is removed when done, on failure, and on Ctrl-C.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join, resolve } from "node:path";
import { runNpm } from "./builds.mjs";

const git = (args) =>
  execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The commit `ref` names; throws a readable error for a ref that names none. */
export function resolveCommit(ref) {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against ${ref}: no such commit in this repository`);
  }
}

/** Removes the worktree (its node_modules with it) and forgets it in git. */
function removeWorktree(directory) {
  try {
    git(["worktree", "remove", "--force", join(directory, "site")]);
  } catch {
    // Not registered (e.g. `git worktree add` failed): the folder is removed below.
  }
  rmSync(directory, { recursive: true, force: true });
  git(["worktree", "prune"]);
}

/**
 * The current node_modules, hard-linked into the worktree: a few seconds instead of a minute of
 * `npm ci`, no disk space, and the packages at the same place relative to the site. A symlink
 * would be quicker still, but webpack resolves it to the real path outside the site: a first
 * trial built the same source into different chunks (app 46.1 instead of 46.7 KB gzipped).
 * Removing the copy unlinks its files only; the build writes no file into node_modules.
 */
const hardLinkNodeModules = (site) =>
  execFileSync("cp", ["-al", resolve("node_modules"), join(site, "node_modules")]);

/**
 * Checks out `commit` in a temporary worktree and runs `task(siteDirectory, { installMs })`.
 * Dependencies: the current node_modules hard-linked when the ref's package-lock.json is
 * byte-identical to the current one (saves a minute), else `npm ci` there. The worktree
 * is removed whatever happens; an interruption (Ctrl-C, SIGTERM) removes it, then ends the
 * process.
 */
export async function withRefWorktree(commit, onStep, task) {
  const directory = mkdtempSync(join(os.tmpdir(), "bench-ref-"));
  const site = join(directory, "site");
  const interrupted = (signal) => {
    console.error(`\n${signal}: removing the temporary worktree ${site}`);
    removeWorktree(directory);
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    onStep(`Checking out ${commit.slice(0, 7)} in ${site}`);
    git(["worktree", "add", "--detach", site, commit]);
    const sameLock = readFileSync(join(site, "package-lock.json")).equals(
      readFileSync("package-lock.json"),
    );
    let installMs = null;
    if (sameLock) {
      onStep("Same package-lock.json: hard-linking the current node_modules");
      hardLinkNodeModules(site);
    } else {
      onStep("Different package-lock.json: npm ci in the worktree");
      installMs = await runNpm(["ci", "--no-audit", "--no-fund"], site);
    }
    return await task(site, { installMs, hardLinkedNodeModules: sameLock });
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    removeWorktree(directory);
  }
}
