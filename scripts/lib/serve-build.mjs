// Serves a production build (public/, or the folder named by the second argument) the way a
// static host does (static-host.mjs), under the path prefix named by the third argument if any,
// on the port named by the first (the browser tests' 9200 if none).
// With --no-headers it sends none of the build's host headers, as GitHub Pages or a plain bucket.
import { createServer } from "node:http";
import { join } from "node:path";
import { staticHost } from "./static-host.mjs";

const NO_HEADERS = "--no-headers";
const [portArgument, rootArgument, prefixArgument] = process.argv
  .slice(2)
  .filter((argument) => argument !== NO_HEADERS);
const port = Number(portArgument ?? 9200);
const root = join(process.cwd(), rootArgument ?? "public");
const prefix = prefixArgument ?? "";

createServer(staticHost({ root, prefix, hostHeaders: !process.argv.includes(NO_HEADERS) })).listen(
  port,
  () => console.log(`Serving ${root} on http://localhost:${port}${prefix}/`),
);
