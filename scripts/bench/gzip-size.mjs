import { gzipSync } from "node:zlib";

/**
 * Size of a body once gzipped with zlib's default level, what static hosts commonly serve:
 * sizes then do not depend on how the local server compresses (it does not).
 */
export const gzipBytes = (body) => gzipSync(body).length;
