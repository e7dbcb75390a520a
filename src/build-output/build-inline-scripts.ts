import path from "path";
import { buildSync } from "esbuild";
import type { PageBundles } from "../bundles/page-bundles";
import type { InlineScripts } from "./inline-scripts";

/**
 * The inline entries, found from this file's place whatever folder the build runs from (Parcel,
 * which compiles gatsby-node.ts, keeps `__dirname`: https://parceljs.org/features/node-emulation/).
 */
const ENTRIES = path.join(__dirname, "../before-react");

/**
 * Every browser with 'strict-dynamic' and the other features the page relies on has ES2020; an
 * older one fails to parse the scripts and shows the page as without JavaScript
 * (docs/architecture.md, "Engines").
 */
const TARGET = "es2020";

/**
 * V8's compile hint for a whole script
 * (https://github.com/WICG/explicit-javascript-compile-hints-file-based): every function is
 * compiled with the script, not on its first call. Other engines read a comment.
 */
const COMPILE_EVERY_FUNCTION = "//# allFunctionsCalledOnLoad\n";

/**
 * One inline script: an entry of src/before-react/ and what it imports, bundled and minified
 * by esbuild (https://esbuild.github.io/api/#build), with `constants` written in for the names
 * the entry declares.
 */
export function buildInlineScript(entry: string, constants: Record<string, unknown> = {}): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(ENTRIES, `${entry}.ts`)],
    bundle: true,
    minify: true,
    format: "iife",
    target: TARGET,
    write: false,
    legalComments: "none",
    // Without the "use strict" esbuild writes for a strict tsconfig.json
    // (https://esbuild.github.io/content-types/#tsconfig-json): the type checker already holds
    // the code to it, and every page would carry it.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: Object.fromEntries(
      Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
  });
  return outputFiles[0]!.text.trim();
}

/** Every inline script of a page; those that load the bundles once the bundles are known. */
export const buildInlineScripts = (bundles?: PageBundles): InlineScripts => ({
  head: buildInlineScript("head"),
  // A prerendered page runs most of this script's functions only when shown, where compiling
  // them one by one delayed the switch's first frame; a page loaded the usual way calls most of
  // them as it parses, and compiling the rest with it cost nothing measurable
  // (docs/performance.md, "The language switch").
  bodyEnd: COMPILE_EVERY_FUNCTION + buildInlineScript("body-end"),
  ...(bundles && {
    bundles: {
      preload: buildInlineScript("bundle-preload", { PAGE_BUNDLE_SCRIPTS: bundles.scripts }),
      loader: buildInlineScript("bundle-loader", {
        PAGE_BUNDLE_SCRIPTS: bundles.scripts,
        PAGE_COMPILATION_HASH: bundles.compilationHash,
        PAGE_CHUNK_MAPPING: bundles.chunkMapping,
      }),
    },
  }),
});
