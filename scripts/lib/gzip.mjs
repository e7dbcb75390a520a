import { gzipSync } from "node:zlib";

/** Content types a static host compresses; images, fonts and PDFs are sent as they are. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/**
 * A body gzipped with zlib's default level, as static hosts compress on the fly: what the
 * local server (serve-build.mjs) sends and what the bench counts.
 */
export const gzip = (body) => gzipSync(body);

export const gzipBytes = (body) => gzip(body).length;
