import { createRequire } from "module";
import path from "path";

export type InterWeight = 400 | 600 | 700;

// Resolved from the site's root, where Gatsby runs (gatsby-node is bundled before it runs).
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/**
 * Path of an Inter .woff file (latin subset: all of French). The .woff files, not .woff2:
 * satori cannot read .woff2; pdfkit (through fontkit) reads both.
 */
export const interFontFile = (weight: InterWeight): string =>
  siteRequire.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
