// Run after `gatsby build` (npm's postbuild): writes _headers, _redirects and headers.json into public/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import deployFiles from "./deploy-files.cjs";

/** Cloudflare Pages ignores the rules of _headers beyond this many. */
const CLOUDFLARE_MAX_HEADER_RULES = 100;

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const ruleCount = Object.keys(deployFiles.writeDeployFiles(publicDir)).length;
console.log(`Deploy files written to public/ (${ruleCount} header rules).`);
if (ruleCount > CLOUDFLARE_MAX_HEADER_RULES) {
  console.warn(
    `Cloudflare Pages reads only ${CLOUDFLARE_MAX_HEADER_RULES} header rules: run \`npm run clean\` to drop stale assets and build again.`,
  );
}
