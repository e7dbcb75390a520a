// In a built page's <head>, after head.ts: this build's bundles, asked for at once.
import { preloadBundle } from "../bundles/load-bundles";

/** This build's bundle scripts, written in when the script is built (src/build-output/build-inline-scripts.ts). */
declare const PAGE_BUNDLE_SCRIPTS: string[];

PAGE_BUNDLE_SCRIPTS.forEach(preloadBundle);
