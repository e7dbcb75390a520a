/** @jest-environment node */
import fs from "fs";
import yaml from "js-yaml";
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
