// In a built page's <head>, after head.ts: this build's bundles, asked for at once.
import { preloadBundle } from "../bundles";

/** This build's bundle scripts, written in when the script is built (inline-scripts-build.ts). */
declare const PAGE_BUNDLE_SCRIPTS: string[];

PAGE_BUNDLE_SCRIPTS.forEach(preloadBundle);
