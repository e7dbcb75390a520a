// Serves a production build (public/, or the folder named by the second argument) the way a
// static host does, under the path prefix named by the third argument if any (/portfolio, as
// GitHub Pages serves a project site; other paths are unknown there): files as they are,
// text gzipped for browsers that accept it, `/fr` -> `/fr/` (301), unknown paths answered
// 404 with /404.html, and the response headers the build wrote for hosts (public/headers.json,
// when present). With --no-headers it sends none of them, as GitHub Pages or a plain bucket.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { COMPRESSIBLE_TYPE, gzip } from "../../scripts/bench/gzip.mjs";

const NO_HEADERS = "--no-headers";
const [portArgument, rootArgument, prefixArgument] = process.argv
  .slice(2)
  .filter((argument) => argument !== NO_HEADERS);
const port = Number(portArgument ?? 9000);
const root = join(process.cwd(), rootArgument ?? "public");
const prefix = prefixArgument ?? "";
const types = {
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

/** Gzipped bodies, by file and version (a rebuild may replace a file while serving). */
const gzipped = new Map();
function gzippedBody(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzip(readFileSync(file)));
  return gzipped.get(key);
}

const headersFile = join(root, "headers.json");
const hostHeaders =
  existsSync(headersFile) && !process.argv.includes(NO_HEADERS)
    ? JSON.parse(readFileSync(headersFile, "utf8"))
    : {};
const matches = (pattern, path) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);
const headersFor = (path) =>
  Object.entries(hostHeaders)
    .filter(([pattern]) => matches(pattern, path))
    .reduce((all, [, headers]) => ({ ...all, ...headers }), {});

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

createServer((request, response) => {
  const urlPath = new URL(request.url ?? "/", "http://localhost").pathname;
  const path = sitePath(urlPath) ?? "/404.html";
  const file = sitePath(urlPath) === undefined ? undefined : fileFor(path);
  if (file && file.endsWith("index.html") && !urlPath.endsWith("/")) {
    response.writeHead(301, { Location: `${urlPath}/` }).end();
    return;
  }
  const status = file ? 200 : 404;
  const served = file ?? join(root, "404.html");
  const type = types[extname(served)] ?? "application/octet-stream";
  const compress =
    COMPRESSIBLE_TYPE.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  response.writeHead(status, {
    "Content-Type": type,
    ...(compress && { "Content-Encoding": "gzip" }),
    Vary: "Accept-Encoding",
    ...headersFor(path),
  });
  response.end(compress ? gzippedBody(served) : readFileSync(served));
}).listen(port, () => console.log(`Serving ${root} on http://localhost:${port}${prefix}/`));
