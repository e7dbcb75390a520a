import crypto from "crypto";
import fs from "fs";
import path from "path";
import { headerPolicy, metaPolicy } from "../csp/content-security-policy";

/**
 * Files that tell static hosts how to serve the build, written into public/ last of all in
 * `gatsby build` (onPostBuild, gatsby-node.ts), once every page is written:
 *   _headers      security headers and cache rules (Netlify, Cloudflare Pages)
 *   _redirects    the site root to the default language
 *   headers.json  the same rules as { "path pattern": { header: value } }, for a local test server
 * and the same Content-Security-Policy (src/csp/content-security-policy.ts) into every page, for
 * hosts that send no headers (GitHub Pages, a plain bucket): gatsby-ssr.tsx leaves a <meta
 * http-equiv> holding CSP_PLACEHOLDER first in each page's <head>, and it is filled in here, once
 * the final HTML, and so the hash of every inline script, is known. The header's policy holds the
 * hashes of every page's scripts; a page's <meta>, those of its own only: the <meta> comes in the
 * first round trip of every page, and the site's pages grow with its languages.
 */

/** Header rules by path pattern: { "/*": { "X-Frame-Options": "DENY" } }. */
export type HeaderRules = Record<string, Record<string, string>>;

/** Cloudflare Pages ignores the rules of _headers beyond this many. */
export const CLOUDFLARE_MAX_HEADER_RULES = 100;

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Two years, as in the example of https://hstspreload.org/ (its list requires one year at least). */
const HSTS_MAX_AGE = 63072000;

/** A yes/no switch of the build environment: `true`, or unset (empty counts as unset). */
function environmentSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === "") return false;
  if (value === "true") return true;
  throw new Error(`${name}=${value}: set it to true, or leave it unset (see README)`);
}

/**
 * The Strict-Transport-Security header. By default it covers this host only: includeSubDomains
 * would hold every subdomain of the owner's domain to HTTPS for two years, and preload asks
 * browsers to ship that rule built in, which takes months to undo (https://hstspreload.org/).
 * Both are the owner's choice: HSTS_INCLUDE_SUBDOMAINS=true adds includeSubDomains,
 * HSTS_PRELOAD=true adds preload, and with it includeSubDomains, which the preload list requires.
 */
export function strictTransportSecurity(env: NodeJS.ProcessEnv): string {
  const preload = environmentSwitch(env, "HSTS_PRELOAD");
  const includeSubDomains = environmentSwitch(env, "HSTS_INCLUDE_SUBDOMAINS") || preload;
  return [
    `max-age=${HSTS_MAX_AGE}`,
    ...(includeSubDomains ? ["includeSubDomains"] : []),
    ...(preload ? ["preload"] : []),
  ].join("; ");
}

/** Webpack's [contenthash] (20 hex digits) in Gatsby's file names: app-<hash>.js, styles.<hash>.css. */
const HASHED_ASSET = /[.-][0-9a-f]{20}\.(?:js|css)$/;

/** Every file under `dir`, as a path from `dir` with forward slashes. */
function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/** Text of every inline <script> (no src) of an HTML page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes ?? "")) continue;
    // Browsers normalise line endings before parsing, so the hash is over LF only.
    scripts.push(body!.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

const sha256 = (text: string): string =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The hash of every inline script of a page (the code before React, Gatsby's page globals, the
 * bundle loader, JSON-LD, speculation rules, any other), each once, in order.
 */
const pageScriptHashes = (html: string): string[] =>
  [...new Set(inlineScripts(html).map(sha256))].sort();

/** The hash of every inline script of the built pages. */
function scriptHashes(publicDir: string, files: string[]): string[] {
  const hashes = files
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => pageScriptHashes(fs.readFileSync(path.join(publicDir, file), "utf8")));
  return [...new Set(hashes)].sort();
}

/** The policy is an HTML attribute value: quote what HTML would read as markup. */
const attributeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The CSP <meta> gatsby-ssr.tsx puts in every page, with the policy it holds. */
const POLICY_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*"/;

/**
 * Writes each page's policy, with the hashes of its own scripts, into its CSP <meta>: over the
 * placeholder of a page just rendered, and over an earlier build's policy in a page Gatsby did
 * not render again (it keeps the HTML of pages whose data and code have not changed). A page
 * without the <meta> stops the build: a page must never go out without its policy.
 */
function writePagePolicies(publicDir: string, htmlFiles: string[]): void {
  for (const file of htmlFiles) {
    const page = path.join(publicDir, file);
    const html = fs.readFileSync(page, "utf8");
    const policy = metaPolicy(pageScriptHashes(html));
    if (!POLICY_META.test(html)) {
      throw new Error(
        `${file}: no Content-Security-Policy <meta> to fill in (gatsby-ssr.tsx writes it into every page).`,
      );
    }
    const filled = html.replace(
      POLICY_META,
      (_, start: string) => `${start}${attributeText(policy)}"`,
    );
    if (filled !== html) fs.writeFileSync(page, filled);
  }
}

/** URL path a host serves an HTML file at: fr/index.html -> /fr/. */
const pagePath = (file: string): string => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * Header rules, most general first. Cache-Control is never set by two rules
 * that match the same path: hosts join repeated headers with a comma.
 */
function headerRules(files: string[], hashes: string[], hsts: string): HeaderRules {
  const rules: HeaderRules = {
    "/*": {
      "Content-Security-Policy": headerPolicy(hashes),
      "Strict-Transport-Security": hsts,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      // No Cross-Origin-Opener-Policy: a COOP page needs a browsing context group of its own,
      // so every visit starts in a fresh renderer process (and Chrome on Android isolates the
      // site in one): the navigation's first task took 20-36 ms instead of 10-18 ms in
      // Lighthouse's traces here. This public site holds no per-visitor data to protect.
    },
  };
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    rules[pagePath(file)] = { "Cache-Control": REVALIDATE };
  }
  rules["/page-data/*"] = { "Cache-Control": REVALIDATE };
  // Gatsby's static/ holds files named after their content hash.
  rules["/static/*"] = { "Cache-Control": IMMUTABLE };
  // Listed one by one: a wildcard such as /*.js would also catch unhashed scripts (sw.js).
  for (const file of files.filter(
    (name) => HASHED_ASSET.test(name) && !name.startsWith("static/"),
  )) {
    rules[`/${file}`] = { "Cache-Control": IMMUTABLE };
  }
  return rules;
}

function headersFile(rules: HeaderRules): string {
  const blocks = Object.entries(rules).map(([pattern, headers]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by the build (onPostBuild, src/build-output/deploy-files.ts).\n${blocks.join("\n\n")}\n`;
}

/** `_redirects`: the site's root to `defaultHome`, the default language's home page. */
function redirectsFile(defaultHome: string): string {
  return [
    "# Written by the build (onPostBuild, src/build-output/deploy-files.ts).",
    "# Unknown paths get public/404.html, which redirects to the default language.",
    "# No catch-all rule: Cloudflare Pages applies redirects even to existing files,",
    `# so /* would send ${defaultHome} and every asset to ${defaultHome} again.`,
    `/  ${defaultHome}  302`,
    "",
  ].join("\n");
}

/**
 * Writes the deploy files; `defaultHome` is where the site's root leads (the default language's
 * home page), the HSTS switches are read from `env`, the build's environment.
 */
export function writeDeployFiles(
  publicDir: string,
  defaultHome: string,
  env = process.env,
): HeaderRules {
  // Checked first: a wrong switch must leave nothing half written.
  const hsts = strictTransportSecurity(env);
  // _gatsby/ holds build fragments (slices) already stitched into the pages.
  const files = listFiles(publicDir).filter((file) => !file.startsWith("_gatsby/"));
  const hashes = scriptHashes(publicDir, files);
  writePagePolicies(
    publicDir,
    files.filter((file) => file.endsWith(".html")),
  );
  const rules = headerRules(files, hashes, hsts);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(rules));
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(defaultHome));
  fs.writeFileSync(path.join(publicDir, "headers.json"), `${JSON.stringify(rules, null, 2)}\n`);
  return rules;
}
