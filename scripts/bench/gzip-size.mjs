import { gzipSync } from "node:zlib";

/**
 * Size of a body once gzipped with zlib's default level, what static hosts commonly serve
 * and what the local server (tests/e2e/serve.mjs) sends.
 */
export const gzipBytes = (body) => gzipSync(body).length;
