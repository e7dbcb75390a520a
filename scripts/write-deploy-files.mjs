// Run after `gatsby build` (npm's postbuild): writes _headers, _redirects and headers.json into public/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import deployFiles from "./deploy-files.cjs";

/** Cloudflare Pages ignores the rules of _headers beyond this many. */
const CLOUDFLARE_MAX_HEADER_RULES = 100;

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
let rules;
try {
  rules = deployFiles.writeDeployFiles(publicDir);
} catch (error) {
  // A wrong setting (HSTS_PRELOAD=yes) fails the build with its one-line explanation.
  console.error(`Cannot write the deploy files: ${error.message}`);
  process.exit(1);
}
const ruleCount = Object.keys(rules).length;
console.log(`Deploy files written to public/ (${ruleCount} header rules).`);
if (ruleCount > CLOUDFLARE_MAX_HEADER_RULES) {
  console.warn(
    `Cloudflare Pages reads only ${CLOUDFLARE_MAX_HEADER_RULES} header rules: run \`npm run clean\` to drop stale assets and build again.`,
  );
}
