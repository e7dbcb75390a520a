import path from "path";
import { buildSync } from "esbuild";
import type { PageBundles } from "../bundles/page-bundles";
import type { InlineScripts } from "./inline-scripts";

/**
 * The inline entries, found from this file's own place, whatever folder the build runs from
 * (Gatsby compiles gatsby-node.ts and what it imports with Parcel, which keeps `__dirname`
 * the source file's folder for Node: https://parceljs.org/features/node-emulation/).
 */
const ENTRIES = path.join(__dirname, "../before-react");

/**
 * The browsers the inline scripts are written for: every one with 'strict-dynamic' and the
 * other features the page relies on has ES2020; an older one fails to parse them and shows the
 * page as without JavaScript (docs/architecture.md, "Engines").
 */
const TARGET = "es2020";

/**
 * V8's compile hint for a whole script
 * (https://github.com/WICG/explicit-javascript-compile-hints-file-based, Chromium 136 on): a
 * script that starts with this line has every function compiled as the script is, instead of
 * each on its first call. Other engines read a comment.
 */
const COMPILE_EVERY_FUNCTION = "//# allFunctionsCalledOnLoad\n";

/**
 * One inline script: an entry module of src/before-react/ with what it imports, compiled, bundled and
 * minified into one self-contained script by esbuild (https://esbuild.github.io/api/#build),
 * with `constants` written in for the names the entry declares.
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
    // esbuild writes "use strict" at the top of each script when tsconfig.json is strict
    // (https://esbuild.github.io/content-types/#tsconfig-json). The directive changes nothing
    // for code the type checker already holds to strict mode, and costs bytes in every page.
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
  // A page prerendered for the language switch runs this script as it is parsed, but most of its
  // functions only at activation (the switch's arrival, the kept tab and draft shown again),
  // where compiling them one by one cost about 9 ms at 4x before the switch's first frame (with
  // the hint, under 1 ms, after 3 s of reading as after 45 s). A page loaded the usual way calls
  // most of them as it parses; compiling the rest with it (the handlers of a tap on the language
  // link and of a keystroke in the form) cost its load nothing measurable (9.3 → 9.9 ms at 4x).
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
