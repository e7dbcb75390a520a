// In a built page's <head>, after head.ts: this build's bundles, asked for at once.
import { preloadBundles } from "../bundles";

/** This build's bundle scripts, written in when the script is built (inline-scripts-build.ts). */
declare const PAGE_BUNDLE_SCRIPTS: string[];

preloadBundles(PAGE_BUNDLE_SCRIPTS);
