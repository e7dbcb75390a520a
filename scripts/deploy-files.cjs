/**
 * Files that tell static hosts how to serve the build, written into public/
 * after `gatsby build` (see write-deploy-files.mjs):
 *   _headers      security headers and cache rules (Netlify, Cloudflare Pages)
 *   _redirects    the site root to the default language
 *   headers.json  the same rules as { "path pattern": { header: value } }, for a local test server
 * and puts the same Content-Security-Policy into every page, for hosts that send no headers
 * (GitHub Pages, a plain bucket): gatsby-ssr.tsx leaves a <meta http-equiv> holding
 * CSP_PLACEHOLDER first in each page's <head>, and it is filled in here, once the final HTML,
 * and so the hash of every inline script, is known.
 *
 * CommonJS so that jest can load it without an ES module loader.
 */
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

/** Path of DEFAULT_LANGUAGE (src/config/constants.ts); a unit test keeps the two equal. */
const DEFAULT_LANGUAGE_PATH = "/fr/";

/** What the CSP <meta> of a freshly built page holds until its policy is written in. */
const CSP_PLACEHOLDER = "content-security-policy-written-after-build";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** Two years, as in the example of https://hstspreload.org/ (its list requires one year at least). */
const HSTS_MAX_AGE = 63072000;

/** A yes/no switch of the build environment: `true`, or unset (empty counts as unset). */
function environmentSwitch(env, name) {
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
function strictTransportSecurity(env) {
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
function listFiles(dir, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/** Text of every inline <script> (no src) of an HTML page, as the browser hashes it. */
function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    // Browsers normalise line endings before parsing, so the hash is over LF only.
    scripts.push(body.replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

const sha256 = (text) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The hash of every inline script of the built pages (the head scripts, Gatsby's page globals,
 * the bundle loader, JSON-LD, speculation rules, any other): each page's scripts, by hash.
 */
function scriptHashes(publicDir, files) {
  const hashes = files
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8")))
    .map(sha256);
  return [...new Set(hashes)].sort();
}

/**
 * Browsers ignore frame-ancestors in a <meta> policy, and say so in the console:
 * https://www.w3.org/TR/CSP3/#meta-element. Only the header can forbid framing.
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * The Trusted Types policies the site creates (https://developer.mozilla.org/docs/Web/API/Trusted_Types_API),
 * the only names the policy lets a page create: webpack's, for the script URLs of the chunks
 * it loads (gatsby-node.ts); the page's bundle loader's (src/csp/page-bundles.ts); and the
 * default policy, which lets React and Gatsby Head write the JSON-LD <script> and nothing
 * else (src/csp/default-policy.ts).
 */
const TRUSTED_TYPES_POLICIES = { webpack: "webpack", bundleLoader: "bundle-loader" };
const DEFAULT_TRUSTED_TYPES_POLICY = "default";

/**
 * The policy's directives, frame-ancestors last (a <meta> policy cannot carry it). A strict
 * policy (https://web.dev/articles/strict-csp): a script runs only if its text has one of the
 * hashes, or if a script that runs added it ('strict-dynamic': the bundles and the chunks
 * they load); no host is trusted. `'unsafe-inline' https:` are for browsers older than
 * 'strict-dynamic' (CSP2 and earlier), which then fall back to an allowlist; a browser that
 * knows hashes ignores 'unsafe-inline', one that knows 'strict-dynamic' ignores both.
 */
function policyDirectives(hashes) {
  return [
    "default-src 'self'",
    ["script-src 'strict-dynamic'", ...hashes, "'unsafe-inline' https:"].join(" "),
    // Gatsby inlines critical CSS and gatsby-plugin-image sets inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The contact form posts to EmailJS from the browser.
    "connect-src 'self' https://api.emailjs.com",
    // The site has no <base>. One injected into a page would move the addresses the bundle
    // loader asks for, and 'strict-dynamic' trusts a loaded script wherever it comes from.
    "base-uri 'none'",
    // Without JavaScript the contact form hands the message to the visitor's mail client.
    "form-action 'self' mailto:",
    "object-src 'none'",
    // DOM sinks (innerHTML, a script's src or text...) take only values made by a policy named here.
    "require-trusted-types-for 'script'",
    ["trusted-types", ...Object.values(TRUSTED_TYPES_POLICIES), DEFAULT_TRUSTED_TYPES_POLICY].join(
      " ",
    ),
    FRAME_ANCESTORS,
  ];
}

const headerPolicy = (hashes) => policyDirectives(hashes).join("; ");
const metaPolicy = (hashes) =>
  policyDirectives(hashes)
    .filter((directive) => directive !== FRAME_ANCESTORS)
    .join("; ");

/** The policy is an HTML attribute value: quote what HTML would read as markup. */
const attributeText = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The CSP <meta> gatsby-ssr.tsx puts in every page, with the policy it holds. */
const POLICY_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*"/;

/**
 * Writes the policy into the CSP <meta> of every page: over the placeholder of a page just
 * rendered, and over an earlier build's policy in a page Gatsby did not render again (it
 * keeps the HTML of pages whose data and code have not changed, while the policy covers the
 * inline scripts of every page). A page without the <meta> stops the build: a page must
 * never go out without its policy.
 */
function writePagePolicies(publicDir, htmlFiles, policy) {
  for (const file of htmlFiles) {
    const page = path.join(publicDir, file);
    const html = fs.readFileSync(page, "utf8");
    if (!POLICY_META.test(html)) {
      throw new Error(
        `${file}: no Content-Security-Policy <meta> to fill in (gatsby-ssr.tsx writes it into every page).`,
      );
    }
    const filled = html.replace(POLICY_META, (_, start) => `${start}${attributeText(policy)}"`);
    if (filled !== html) fs.writeFileSync(page, filled);
  }
}

/** URL path a host serves an HTML file at: fr/index.html -> /fr/. */
const pagePath = (file) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * Header rules, most general first. Cache-Control is never set by two rules
 * that match the same path: hosts join repeated headers with a comma.
 */
function headerRules(files, hashes, hsts) {
  const rules = {
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

function headersFile(rules) {
  const blocks = Object.entries(rules).map(([pattern, headers]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by scripts/write-deploy-files.mjs after each build.\n${blocks.join("\n\n")}\n`;
}

function redirectsFile() {
  return [
    "# Written by scripts/write-deploy-files.mjs after each build.",
    "# Unknown paths get public/404.html, which redirects to the default language.",
    "# No catch-all rule: Cloudflare Pages applies redirects even to existing files,",
    "# so /* would send /fr/ and every asset to /fr/ again.",
    `/  ${DEFAULT_LANGUAGE_PATH}  302`,
    "",
  ].join("\n");
}

/** Writes the deploy files; the HSTS switches are read from `env`, the build's environment. */
function writeDeployFiles(publicDir, env = process.env) {
  // Checked first: a wrong switch must leave nothing half written.
  const hsts = strictTransportSecurity(env);
  // _gatsby/ holds build fragments (slices) already stitched into the pages.
  const files = listFiles(publicDir).filter((file) => !file.startsWith("_gatsby/"));
  const hashes = scriptHashes(publicDir, files);
  writePagePolicies(
    publicDir,
    files.filter((file) => file.endsWith(".html")),
    metaPolicy(hashes),
  );
  const rules = headerRules(files, hashes, hsts);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(rules));
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());
  fs.writeFileSync(path.join(publicDir, "headers.json"), `${JSON.stringify(rules, null, 2)}\n`);
  return rules;
}

module.exports = {
  CSP_PLACEHOLDER,
  DEFAULT_LANGUAGE_PATH,
  TRUSTED_TYPES_POLICIES,
  headerPolicy,
  inlineScripts,
  metaPolicy,
  strictTransportSecurity,
  writeDeployFiles,
};
