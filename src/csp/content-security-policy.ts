import { BUNDLE_LOADER_POLICY, WEBPACK_POLICY } from "../bundles/page-bundles";

/**
 * The site's Content-Security-Policy, which the build writes into `_headers` and into each
 * page's <meta> (src/build-output/deploy-files.ts), and the Trusted Types policies the pages
 * create. A strict policy (https://web.dev/articles/strict-csp): a script runs only if its text
 * has one of the hashes, or if a script that runs added it ('strict-dynamic': the bundles and
 * the chunks they load); no host is trusted.
 */

/** What the CSP <meta> of a freshly built page holds until its policy is written in. */
export const CSP_PLACEHOLDER = "content-security-policy-written-after-build";

/**
 * The Trusted Types policies the site creates, the only names the policy lets a page create:
 * the two that load scripts (src/bundles/page-bundles.ts) and the default policy, which lets
 * React and Gatsby Head write the JSON-LD <script> and nothing else (default-policy.ts).
 */
const TRUSTED_TYPES_POLICIES = [WEBPACK_POLICY, BUNDLE_LOADER_POLICY];
const DEFAULT_TRUSTED_TYPES_POLICY = "default";

/**
 * Browsers ignore frame-ancestors in a <meta> policy, and say so in the console:
 * https://www.w3.org/TR/CSP3/#meta-element. Only the header can forbid framing.
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * The policy's directives, frame-ancestors last (a <meta> policy cannot carry it), for the
 * hashes of the build's inline scripts. `'unsafe-inline' https:` are for browsers older than
 * 'strict-dynamic' (CSP2 and earlier), which then fall back to an allowlist; a browser that
 * knows hashes ignores 'unsafe-inline', one that knows 'strict-dynamic' ignores both.
 */
function policyDirectives(hashes: readonly string[]): string[] {
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
    ["trusted-types", ...TRUSTED_TYPES_POLICIES, DEFAULT_TRUSTED_TYPES_POLICY].join(" "),
    FRAME_ANCESTORS,
  ];
}

/** The policy as the `Content-Security-Policy` header sends it. */
export const headerPolicy = (hashes: readonly string[]): string =>
  policyDirectives(hashes).join("; ");

/** The policy as a page's <meta> holds it: without what a <meta> cannot carry. */
export const metaPolicy = (hashes: readonly string[]): string =>
  policyDirectives(hashes)
    .filter((directive) => directive !== FRAME_ANCESTORS)
    .join("; ");
