// Builds the two sites the browser tests serve:
// - public-unconfigured/: built without EmailJS configuration (the form must fail safely);
// - public/: built with test EmailJS configuration (the endpoint is intercepted in tests).
import { execSync } from "node:child_process";
import { rmSync, renameSync } from "node:fs";

const EMAILJS_VARIABLES = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
];
export const TEST_EMAILJS_CONFIG = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service-id",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template-id",
};

const build = (env) => execSync("npm run build", { stdio: "inherit", env });

const withoutConfig = { ...process.env };
for (const name of EMAILJS_VARIABLES) delete withoutConfig[name];
build(withoutConfig);
rmSync("public-unconfigured", { recursive: true, force: true });
renameSync("public", "public-unconfigured");

build({ ...process.env, ...TEST_EMAILJS_CONFIG });
