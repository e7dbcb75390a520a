// In a built page, last in its <body>, where Gatsby's `_gatsby-scripts` slice was: this build's bundles.
import type { PageBundles } from "../bundles";
import { loadBundles } from "../bundles";

/** This build's bundles, written in when the script is built (inline-scripts-build.ts). */
declare const PAGE_BUNDLES: PageBundles;

loadBundles(PAGE_BUNDLES);
