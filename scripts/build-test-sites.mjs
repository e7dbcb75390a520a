// Builds the two sites the browser tests serve:
// - public-unconfigured/: built without EmailJS configuration (the form must fail safely), and
//   with one project appended to content/projects.yaml, as an editor would (restored afterwards);
// - public/: the shipped content, built with test EmailJS configuration (the endpoint is
//   intercepted in tests).
import { execSync } from "node:child_process";
import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";

const EMAILJS_VARIABLES = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
];
const TEST_EMAILJS_CONFIG = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service-id",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template-id",
};
const PROJECTS = "content/projects.yaml";
const ADDED_PROJECT = "tests/e2e/content-change/added-project.yaml";

const build = (env) => execSync("npm run build", { stdio: "inherit", env });

const withoutConfig = { ...process.env };
for (const name of EMAILJS_VARIABLES) delete withoutConfig[name];
const shippedProjects = readFileSync(PROJECTS, "utf8");
const restoreProjects = () => writeFileSync(PROJECTS, shippedProjects);
process.once("SIGINT", () => {
  restoreProjects();
  process.exit(130);
});
try {
  appendFileSync(PROJECTS, readFileSync(ADDED_PROJECT, "utf8"));
  build(withoutConfig);
} finally {
  restoreProjects();
}
rmSync("public-unconfigured", { recursive: true, force: true });
renameSync("public", "public-unconfigured");

build({ ...process.env, ...TEST_EMAILJS_CONFIG });
