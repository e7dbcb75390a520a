// The bench's command line, parsed without side effects so that it can be unit-tested.
import { LIGHTHOUSE_RUNS } from "./targets.mjs";

/** Interleaved throttled loads per page and side: 7-9 gave an A/A spread of 0.77-1.19 here. */
export const DEFAULT_THROTTLED_LOADS = 7;

/** Lighthouse passes per page and side, in every mode (targets.mjs says why 8). */
export const DEFAULT_AB_PASSES = LIGHTHOUSE_RUNS;

export const USAGE = `Usage: npm run bench -- [options]
  (no option)        build public/ and measure it (single-build mode)
  --skip-build       measure the current build (public/) as it is
  --site <folder>    with --skip-build: measure that build instead of public/ (the test site of
                     five languages: test-sites/languages/public)
  --against <ref>    A/B: build <ref> in a temporary git worktree (A), compare the current tree (B)
  --ref-build <dir>  with --against: the ref's build already made in <dir> (a checkout of it, built):
                     served from <dir>/public, no temporary worktree, no build of the ref
  --aa               also measure the current build against itself (two servers): the noise
  --prerender-off    A/B of the interactions alone, on the current build: Chromium with prerendering
                     off (A, --disable-features=Prerender2, an idle throttled page beside it from
                     the trigger on, as a prerender's process) against on (B, as a visitor's Chrome),
                     on the two home pages and a case study, for a visitor who reads the second
                     language first (B) and one who reads the first (C);
                     with --aa, B measured twice
  --skip-load        single-build mode: leave out the load against its limit (Lighthouse, throttled loads)
  --skip-interactions  leave out the interactions (single-build and A/B modes)
  --passes <n>       Lighthouse passes per page and build (default ${LIGHTHOUSE_RUNS})
  --loads <n>        CPU-throttled loads (A/B mode) and interaction rounds per page and build (default ${DEFAULT_THROTTLED_LOADS})`;

const positiveInteger = (option, text) => {
  if (!/^[1-9]\d*$/.test(text ?? "")) {
    throw new Error(`${option} needs a whole number of at least 1, got ${text ?? "nothing"}`);
  }
  return Number(text);
};

/**
 * `argv` (without node and the script) to options: `{ skipBuild, against, refBuild, aa, prerenderOff,
 * skipLoad, skipInteractions, passes, loads, abMode }`. `--option value` and `--option=value` are both accepted; anything else throws,
 * so that a typo never runs a 10-minute bench with the wrong settings.
 */
export function parseBenchArgs(argv) {
  const options = {
    skipBuild: false,
    against: null,
    refBuild: null,
    aa: false,
    prerenderOff: false,
    skipLoad: false,
    skipInteractions: false,
    passes: null,
    loads: DEFAULT_THROTTLED_LOADS,
    site: "public",
  };
  const args = argv.flatMap((arg) => (/^--\w[\w-]*=/.test(arg) ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const value = () => {
      i += 1;
      return args[i];
    };
    if (arg === "--skip-build") options.skipBuild = true;
    else if (arg === "--aa") options.aa = true;
    else if (arg === "--prerender-off") options.prerenderOff = true;
    else if (arg === "--skip-load") options.skipLoad = true;
    else if (arg === "--skip-interactions") options.skipInteractions = true;
    else if (arg === "--against") {
      const ref = value();
      if (!ref || ref.startsWith("--"))
        throw new Error("--against needs a git ref (HEAD~1, main...)");
      options.against = ref;
    } else if (arg === "--ref-build") {
      const directory = value();
      if (!directory || directory.startsWith("--")) throw new Error("--ref-build needs a folder");
      options.refBuild = directory;
    } else if (arg === "--site") {
      const folder = value();
      if (!folder || folder.startsWith("--")) throw new Error("--site needs a build folder");
      options.site = folder;
    } else if (arg === "--passes") options.passes = positiveInteger(arg, value());
    else if (arg === "--loads") options.loads = positiveInteger(arg, value());
    else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  if (options.refBuild !== null && options.against === null) {
    throw new Error("--ref-build names the build of the --against ref: give both");
  }
  if (options.site !== "public" && (!options.skipBuild || options.against !== null)) {
    throw new Error("--site measures a build as it is: with --skip-build, not with --against");
  }
  if (options.prerenderOff && options.against !== null) {
    throw new Error("--prerender-off compares one build in two browsers: not with --against");
  }
  const abMode = options.against !== null || options.aa;
  return {
    ...options,
    passes: options.passes ?? LIGHTHOUSE_RUNS,
    abMode,
  };
}
