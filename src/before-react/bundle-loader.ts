// In a built page, last in its <body>, where Gatsby's `_gatsby-scripts` slice was: this build's bundles.
import type { PageBundles } from "../bundles/page-bundles";
import { loadBundles } from "../bundles/load-bundles";

// This build's bundles, written in when the script is built (src/build-output/build-inline-scripts.ts).
declare const PAGE_BUNDLE_SCRIPTS: PageBundles["scripts"];
declare const PAGE_COMPILATION_HASH: PageBundles["compilationHash"];
declare const PAGE_CHUNK_MAPPING: PageBundles["chunkMapping"];

loadBundles(PAGE_BUNDLE_SCRIPTS, PAGE_COMPILATION_HASH, PAGE_CHUNK_MAPPING);
