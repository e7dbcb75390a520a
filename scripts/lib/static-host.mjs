// A production build served the way a static host serves it, under a path prefix if any
// (/portfolio, as GitHub Pages serves a project site; other paths are unknown there): files as
// they are, text gzipped for browsers that accept it, `/fr` -> `/fr/` (301), unknown paths
// answered 404 with /404.html, and the response headers the build wrote for hosts
// (headers.json in the build, when present) unless `hostHeaders` is false, as GitHub Pages or a
// plain bucket. serve-build.mjs runs it as a server; the cross-engine tests (tests/engines/) serve
// it in their own process, with `transform` changing what they need to see.
// Hand-written: sirv and serve-handler send a file as it is on disk (its size there as
// Content-Length), so neither gzips on the fly nor lets `transform` change a body; and sirv
// answers `/fr` with the page, not a 301, while serve-handler's trailing-slash redirect sends on
// every path without an extension, unknown ones too, and without the prefix.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { COMPRESSIBLE_TYPE, gzip } from "./gzip.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".txt": "text/plain",
  ".xml": "application/xml",
};

const matches = (pattern, path) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);

/**
 * The request handler of a static host serving the build in `root` (an absolute path).
 * `transform`, if given, may change a file's body and headers before they are sent.
 */
export function staticHost({ root, prefix = "", hostHeaders = true, transform }) {
  const headersFile = join(root, "headers.json");
  const rules =
    hostHeaders && existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, "utf8")) : {};
  const headersFor = (path) =>
    Object.entries(rules)
      .filter(([pattern]) => matches(pattern, path))
      .reduce((all, [, headers]) => ({ ...all, ...headers }), {});

  /**
   * Gzipped bodies, by file and version (a rebuild may replace a file while serving), and by
   * content when transformed.
   */
  const gzipped = new Map();
  const gzippedBody = (file, body) => {
    const content = transform ? createHash("sha1").update(body).digest("hex") : "";
    const key = `${file}:${statSync(file).mtimeMs}:${content}`;
    if (!gzipped.has(key)) gzipped.set(key, gzip(body));
    return gzipped.get(key);
  };

  const fileFor = (path) => {
    const candidate = normalize(join(root, decodeURIComponent(path)));
    if (!candidate.startsWith(root) || !existsSync(candidate)) return undefined;
    if (statSync(candidate).isDirectory()) {
      const index = join(candidate, "index.html");
      return existsSync(index) ? index : undefined;
    }
    return candidate;
  };

  /** The path inside the build folder, or undefined for a path outside the prefix. */
  const sitePath = (urlPath) => {
    if (!prefix) return urlPath;
    if (urlPath === prefix) return "/";
    return urlPath.startsWith(`${prefix}/`) ? urlPath.slice(prefix.length) : undefined;
  };

  return (request, response) => {
    const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
    const path = sitePath(urlPath) ?? "/404.html";
    const file = sitePath(urlPath) === undefined ? undefined : fileFor(path);
    if (file && file.endsWith("index.html") && !urlPath.endsWith("/")) {
      response.writeHead(301, { Location: `${urlPath}/` }).end();
      return;
    }
    const status = file ? 200 : 404;
    const served = file ?? join(root, "404.html");
    const type = TYPES[extname(served)] ?? "application/octet-stream";
    let body = readFileSync(served);
    let headers = headersFor(path);
    if (transform) ({ body, headers } = transform({ file: served, type, body, headers }));
    const compress =
      COMPRESSIBLE_TYPE.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    response.writeHead(status, {
      "Content-Type": type,
      ...(compress && { "Content-Encoding": "gzip" }),
      Vary: "Accept-Encoding",
      ...headers,
    });
    response.end(compress ? gzippedBody(served, body) : body);
  };
}
