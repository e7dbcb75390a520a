/** @jest-environment node */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import {
  inlineScripts,
  strictTransportSecurity,
  writeDeployFiles,
} from "../../src/build-output/deploy-files";
import { CSP_PLACEHOLDER, headerPolicy, metaPolicy } from "../../src/csp/content-security-policy";
import { findingsAboveInfo } from "../csp-evaluation";

const HASH = "0123456789abcdef0123";
/** The policy <meta> gatsby-ssr.tsx puts first in each page's <head>. */
const POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${CSP_PLACEHOLDER}"/>`;
const builtFiles: Record<string, string> = {
  "fr/index.html": [
    `<!DOCTYPE html><html lang=fr><head>${POLICY_META}`,
    '<script>document.documentElement.classList.add("dark")</script>',
    `<script src="/app-${HASH}.js" async></script>`,
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    "</head><body></body></html>",
  ].join(""),
  "en/index.html": [
    `<!DOCTYPE html><html lang=en><head>${POLICY_META}`,
    '<script data-src="x">document.documentElement.classList.add("dark")</script>',
    '<script id="gatsby-chunk-mapping">\r\n/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/\r\n</script>',
    '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/en/"}}]}</script>',
    "</head></html>",
  ].join(""),
  "404.html": `<html><head>${POLICY_META}</head><body>Redirecting</body></html>`,
  [`app-${HASH}.js`]: "",
  [`styles.${HASH}.css`]: "",
  "sw.js": "",
  "static/abc/logo.png": "",
  "page-data/fr/page-data.json": "{}",
  "cv/cv-fr.pdf": "",
};

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

/** Where the site's root leads: a made-up default language's home page. */
const DEFAULT_HOME = "/pt-BR/";

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  for (const [file, text] of Object.entries(builtFiles)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  }
  // The build's environment without any HSTS switch: the default header.
  writeDeployFiles(publicDir, DEFAULT_HOME, {});
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

/** Reads a _headers file strictly: a path line, then indented `Name: value` lines. */
function parseHeaders(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  const blocks = text
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trim()
    .split("\n\n");
  for (const block of blocks) {
    const [pattern = "", ...lines] = block.split("\n");
    expect(pattern).toMatch(/^\/\S*$/);
    rules[pattern] = Object.fromEntries(
      lines.map((line) => {
        const match = /^ {2}([A-Za-z-]+): (\S.*)$/.exec(line);
        expect(match).not.toBeNull();
        return [match?.[1], match?.[2]];
      }),
    );
  }
  return rules;
}

test("_headers is a list of path blocks, the same rules as headers.json", () => {
  expect(parseHeaders(read("_headers"))).toEqual(JSON.parse(read("headers.json")));
});

test("the CSP allows exactly the inline scripts of the built pages, by hash", () => {
  const csp = parseHeaders(read("_headers"))["/*"]?.["Content-Security-Policy"] ?? "";
  const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
  const expected = [
    'document.documentElement.classList.add("dark")',
    '{"@type":"Person"}',
    '\n/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/\n',
    '{"prerender":[{"where":{"href_matches":"/en/"}}]}',
  ].map(sha256);
  expect(scriptSrc?.split(" ").sort()).toEqual(
    ["script-src", "'strict-dynamic'", ...expected, "'unsafe-inline'", "https:"].sort(),
  );
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
});

describe("the policy builder", () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
    );

  test("scripts: this build's hashes and 'strict-dynamic', no host a CSP3 browser obeys", () => {
    // 'unsafe-inline' and https: are ignored where hashes and 'strict-dynamic' are known.
    expect(directives(headerPolicy(hashes))["script-src"]).toEqual([
      "'strict-dynamic'",
      ...hashes,
      "'unsafe-inline'",
      "https:",
    ]);
  });

  test("Trusted Types enforced, for the site's own policies only", () => {
    const policy = directives(headerPolicy(hashes));
    expect(policy["require-trusted-types-for"]).toEqual(["'script'"]);
    expect(policy["trusted-types"]?.sort()).toEqual(["bundle-loader", "default", "webpack"]);
  });

  test("no plugins, no <base>, no framing", () => {
    const policy = directives(headerPolicy(hashes));
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  test("the <meta> policy is the header's without frame-ancestors", () => {
    expect(metaPolicy(hashes)).toBe(headerPolicy(hashes).replace("; frame-ancestors 'none'", ""));
  });

  test("Google's CSP Evaluator finds nothing above INFO in either", () => {
    expect(findingsAboveInfo(headerPolicy(hashes))).toEqual([]);
    expect(findingsAboveInfo(metaPolicy(hashes))).toEqual([]);
  });
});

/** The policy each page carries, from its <meta>. */
const pagePolicy = (file: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(read(file))?.[1];

test("every page carries the header's policy in its <meta>, but frame-ancestors, with its own scripts' hashes only", () => {
  const header = parseHeaders(read("_headers"))["/*"]?.["Content-Security-Policy"] ?? "";
  const withoutFraming = header
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  expect(withoutFraming).not.toBe(header);
  const headerHashes: string[] = header.match(/'sha256-[^']+'/g) ?? [];
  for (const file of ["fr/index.html", "en/index.html", "404.html"]) {
    const own = [...new Set(inlineScripts(read(file)).map(sha256))].sort();
    expect(own.every((hash) => headerHashes.includes(hash))).toBe(true);
    expect(pagePolicy(file)).toBe(metaPolicy(own));
    // The same directives as the header's, the script hashes aside.
    const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, "");
    expect(withoutHashes(pagePolicy(file)!)).toBe(withoutHashes(withoutFraming));
  }
  // A page's <meta> names no other page's script.
  expect(pagePolicy("404.html")).not.toContain(
    sha256('document.documentElement.classList.add("dark")'),
  );
});

test("writing the deploy files again keeps the pages' policies", () => {
  const before = pagePolicy("fr/index.html");
  writeDeployFiles(publicDir, DEFAULT_HOME);
  expect(pagePolicy("fr/index.html")).toBe(before);
});

test("a page Gatsby kept from an earlier build gets this build's policy", () => {
  const page = path.join(publicDir, "404.html");
  const current = fs.readFileSync(page, "utf8");
  const earlier = current.replace(
    /(http-equiv="Content-Security-Policy" content=")[^"]*/,
    "$1default-src 'self'; script-src 'self' 'sha256-earlier='",
  );
  expect(earlier).not.toBe(current);
  fs.writeFileSync(page, earlier);
  writeDeployFiles(publicDir, DEFAULT_HOME);
  expect(fs.readFileSync(page, "utf8")).toBe(current);
});

test("a page without its policy <meta> stops the build, named", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  try {
    fs.mkdirSync(path.join(dir, "fr"));
    fs.writeFileSync(path.join(dir, "fr/index.html"), "<html><head></head></html>");
    expect(() => writeDeployFiles(dir, DEFAULT_HOME)).toThrow(
      /^fr\/index\.html: no Content-Security-Policy <meta>/,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("security headers apply to every path", () => {
  expect(parseHeaders(read("_headers"))["/*"]).toMatchObject({
    "Strict-Transport-Security": "max-age=63072000",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  });
});

describe("HSTS: this host only, unless the owner chooses more", () => {
  test.each([
    ["by default", {}, "max-age=63072000"],
    [
      "with the switches empty",
      { HSTS_INCLUDE_SUBDOMAINS: "", HSTS_PRELOAD: "" },
      "max-age=63072000",
    ],
    [
      "HSTS_INCLUDE_SUBDOMAINS=true",
      { HSTS_INCLUDE_SUBDOMAINS: "true" },
      "max-age=63072000; includeSubDomains",
    ],
    // The preload list refuses a header without includeSubDomains.
    ["HSTS_PRELOAD=true", { HSTS_PRELOAD: "true" }, "max-age=63072000; includeSubDomains; preload"],
    [
      "both",
      { HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_PRELOAD: "true" },
      "max-age=63072000; includeSubDomains; preload",
    ],
  ])("%s", (_name, env, expected) => {
    expect(strictTransportSecurity(env)).toBe(expected);
  });

  test.each([
    ["HSTS_PRELOAD", "yes"],
    ["HSTS_PRELOAD", "1"],
    ["HSTS_INCLUDE_SUBDOMAINS", "TRUE"],
    ["HSTS_INCLUDE_SUBDOMAINS", "false"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => strictTransportSecurity({ [name]: value })).toThrow(
      `${name}=${value}: set it to true, or leave it unset (see README)`,
    );
  });

  test("the owner's choice reaches _headers and headers.json", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    try {
      fs.writeFileSync(path.join(dir, "index.html"), `<html><head>${POLICY_META}</head></html>`);
      const rules = writeDeployFiles(dir, DEFAULT_HOME, { HSTS_PRELOAD: "true" });
      const expected = "max-age=63072000; includeSubDomains; preload";
      expect(rules["/*"]?.["Strict-Transport-Security"]).toBe(expected);
      const headers = parseHeaders(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
      expect(headers["/*"]?.["Strict-Transport-Security"]).toBe(expected);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a wrong switch writes no deploy file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    try {
      expect(() => writeDeployFiles(dir, DEFAULT_HOME, { HSTS_PRELOAD: "yes" })).toThrow(
        "HSTS_PRELOAD=yes",
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test("no opener policy: a COOP page starts in a fresh renderer process on every visit", () => {
  for (const headers of Object.values(parseHeaders(read("_headers")))) {
    expect(Object.keys(headers)).not.toContain("Cross-Origin-Opener-Policy");
  }
});

test("hashed assets are immutable; pages, page data and unhashed files are not", () => {
  const cache = Object.fromEntries(
    Object.entries(parseHeaders(read("_headers"))).map(([pattern, headers]) => [
      pattern,
      headers["Cache-Control"],
    ]),
  );
  const immutable = "public, max-age=31536000, immutable";
  const revalidate = "public, max-age=0, must-revalidate";
  expect(cache).toEqual({
    "/*": undefined,
    "/fr/": revalidate,
    "/en/": revalidate,
    "/404.html": revalidate,
    "/page-data/*": revalidate,
    "/static/*": immutable,
    [`/app-${HASH}.js`]: immutable,
    [`/styles.${HASH}.css`]: immutable,
  });
});

test("_redirects sends the site root to the default language's home page, and nothing else", () => {
  const rules = read("_redirects")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));
  expect(rules).toEqual([["/", DEFAULT_HOME, "302"]]);
});
