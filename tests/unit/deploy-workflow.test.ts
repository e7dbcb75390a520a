/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import yaml from "js-yaml";
import os from "os";
import path from "path";

const WORKFLOW = path.join(__dirname, "../../.github/workflows/deploy.yml");
const text = fs.readFileSync(WORKFLOW, "utf8");

interface Job {
  permissions?: Record<string, string>;
  steps: { uses?: string }[];
}
const workflow = yaml.load(text) as {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

test("the workflow grants nothing by default; the build job can only read", () => {
  expect(workflow.permissions).toEqual({});
  const build = workflow.jobs.build?.permissions ?? {};
  expect(Object.keys(build).length).toBeGreaterThan(0);
  for (const [scope, access] of Object.entries(build)) {
    expect(`${scope}: ${access}`).toBe(`${scope}: read`);
  }
});

test("only the deploy job may write to Pages and mint an identity token", () => {
  expect(workflow.jobs.deploy?.permissions).toEqual({ pages: "write", "id-token": "write" });
  const writers = Object.entries(workflow.jobs)
    .filter(([, job]) => Object.values(job.permissions ?? {}).includes("write"))
    .map(([name]) => name);
  expect(writers).toEqual(["deploy"]);
});

test("every action is pinned by commit SHA, its release in a comment", () => {
  const uses = text.split("\n").filter((line) => /^\s*(?:- )?uses:/.test(line));
  expect(uses.length).toBe(
    Object.values(workflow.jobs).flatMap((job) => job.steps.filter((step) => step.uses)).length,
  );
  for (const line of uses) {
    expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  }
});

test("the build runs on the Node that .nvmrc names", () => {
  const setupNode = workflow.jobs.build?.steps.find((step) =>
    step.uses?.startsWith("actions/setup-node@"),
  ) as { with?: Record<string, unknown> } | undefined;
  expect(setupNode?.with).toMatchObject({ "node-version-file": ".nvmrc" });
  expect(setupNode?.with).not.toHaveProperty("node-version");
});

/**
 * The releases the workflow may pin, as read in each action's own repository at that commit:
 * `runs.using` of its action.yml, and for a composite action the actions it calls, pinned in
 * turn. GitHub's runners have had no Node 20 since 2026-09-16: every action runs on node24.
 * A new pin fails here until its action.yml has been read and it is added.
 */
const RELEASES: Record<string, { release: string; using: string; calls?: string[] }> = {
  "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1": {
    release: "v7.0.1",
    using: "node24",
  },
  "actions/setup-node@820762786026740c76f36085b0efc47a31fe5020": {
    release: "v7.0.0",
    using: "node24",
  },
  "actions/upload-pages-artifact@fc324d3547104276b827a68afc52ff2a11cc49c9": {
    release: "v5.0.0",
    using: "composite",
    calls: ["actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f"],
  },
  "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f": {
    release: "v7.0.0",
    using: "node24",
  },
  "actions/deploy-pages@cd2ce8fcbc39b97be8ca5fce6e763baed58fa128": {
    release: "v5.0.0",
    using: "node24",
  },
};

/** Whether an action, and every action it calls, runs on Node 24. */
const onNode24 = (uses: string): boolean => {
  const action = RELEASES[uses];
  if (!action) return false;
  return action.using === "composite"
    ? (action.calls ?? []).every(onNode24)
    : action.using === "node24";
};

test("every action is a release read to run on Node 24, named in its comment", () => {
  const uses = text.split("\n").flatMap((line) => {
    const match = /uses: (\S+) # (\S+)$/.exec(line);
    return match ? [{ uses: match[1]!, release: match[2]! }] : [];
  });
  expect(uses.length).toBeGreaterThanOrEqual(4);
  for (const { uses: action, release } of uses) {
    expect({ action, release: RELEASES[action]?.release, node24: onNode24(action) }).toEqual({
      action,
      release,
      node24: true,
    });
  }
});

const VALIDATOR = path.join(__dirname, "../../node_modules/.bin/action-validator");

/** action-validator's verdict on a workflow: GitHub's workflow schema, checked offline. */
function validate(workflowText: string): { status: number | null; output: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "workflow-"));
  try {
    const file = path.join(folder, "deploy.yml");
    fs.writeFileSync(file, workflowText);
    const run = spawnSync(VALIDATOR, [file], { encoding: "utf8" });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

test("the workflow is valid for GitHub Actions (action-validator), which a mistake would fail", () => {
  expect(validate(text)).toEqual({ status: 0, output: "" });
  const misspelt = validate(text.replace("runs-on: ubuntu-latest", "runs_on: ubuntu-latest"));
  expect(misspelt.status).toBe(1);
  expect(misspelt.output).toContain("Additional property 'runs_on' is not allowed");
});

describe("the step that reads where Pages publishes the site", () => {
  const step = workflow.jobs.build?.steps.find(
    (candidate) => (candidate as { id?: string }).id === "pages",
  ) as { run: string; env: Record<string, string> } | undefined;

  /** Runs the step's script with a stand-in `gh` that answers `answer` (or fails). */
  function basePath(answer: string | null) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pages-step-"));
    try {
      const gh = path.join(folder, "gh");
      fs.writeFileSync(
        gh,
        answer === null
          ? '#!/bin/sh\necho "gh: Not Found (HTTP 404)" >&2\nexit 1\n'
          : `#!/bin/sh\n[ "$*" = "api repos/owner/repo/pages --jq .html_url" ] || exit 2\necho '${answer}'\n`,
        { mode: 0o755 },
      );
      const output = path.join(folder, "output");
      fs.writeFileSync(output, "");
      // As GitHub runs a `run` step on Linux: bash -e, with pipefail.
      const run = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step!.run], {
        encoding: "utf8",
        env: {
          PATH: `${folder}:${process.env.PATH}`,
          GITHUB_REPOSITORY: "owner/repo",
          GITHUB_OUTPUT: output,
        },
      });
      return { status: run.status, stdout: run.stdout, output: fs.readFileSync(output, "utf8") };
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  it("gives the token's read access to the GitHub CLI", () => {
    expect(step?.env).toEqual({ GH_TOKEN: "${{ github.token }}" });
  });

  it.each([
    ["https://owner.github.io/repo/", "/repo"],
    ["https://owner.github.io/", ""],
    ["https://owner.github.io", ""],
    ["https://www.example.com", ""],
    ["http://cv.example.com/", ""],
  ])("a site at %s has the path prefix %j", (address, prefix) => {
    expect(basePath(address)).toMatchObject({ status: 0, output: `base_path=${prefix}\n` });
  });

  it("stops, saying what to do, when Pages is not enabled", () => {
    const run = basePath(null);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("::error::Cannot read the Pages settings: enable GitHub Pages");
    expect(run.output).toBe("");
  });
});
