// In a built page's <head>, after head.ts: this build's bundles, asked for after the first paint.
import { preloadBundlesAfterFirstPaint } from "../bundles/load-bundles";

/** This build's bundle scripts, written in when the script is built (src/build-output/build-inline-scripts.ts). */
declare const PAGE_BUNDLE_SCRIPTS: string[];

preloadBundlesAfterFirstPaint(PAGE_BUNDLE_SCRIPTS);
