// npm run bench: builds the production site, serves it like a static host, and measures
// /fr/, /en/ and a case study against the same pages without their scripts (Lighthouse mobile,
// --passes a side, and CPU-throttled loads; first-load JavaScript; page weight), a visitor's
// taps on a phone (interactions, --loads rounds) and the build times. Prints a table and
// writes bench-results/latest.json plus a dated copy.
//   --skip-build       measure public/ as it is (no build times)
//   --against <ref>    A/B: the ref (built in a temporary worktree) against the current tree,
//                      measured in one session, interleaved; bench-results/ab-latest.json
//   --aa               A/A: the current build against itself, to know the noise
//   --prerender-off    A/B of the interactions: prerendering off (A) and on (B), the same build
//   --passes, --loads  Lighthouse passes, and CPU-throttled loads and interaction rounds, per page and build
//   --skip-load, --skip-interactions  leave out the load against its limit, or the interactions
// The interactions' tap figures are trusted only while the known-answer control passes
// (scripts/bench/tap-control.mjs): when it fails, the tables say so and the bench exits with 1.
import { dirname, resolve } from "node:path";
import { SIDE_A, SIDE_B, SIDE_B_AGAIN, formatAbReport, compareSides } from "./bench/ab-report.mjs";
import { runAbSession } from "./bench/ab-session.mjs";
import { USAGE, parseBenchArgs } from "./bench/bench-args.mjs";
import { buildMs, coldBuildMs } from "./bench/builds.mjs";
import { withContentChange } from "./bench/content-change.mjs";
import { benchPages } from "./bench/bench-pages.mjs";
import { runInteractions } from "./bench/interaction-runs.mjs";
import {
  checkInteractionTargets,
  formatInteractionAbTable,
  formatInteractionTable,
  formatPrerenderCost,
} from "./bench/interaction-summary.mjs";
import {
  checkLoadAgainstLimit,
  formatLoadAgainstLimit,
  measureLoadAgainstLimit,
} from "./bench/load-vs-limit.mjs";
import { measurePageLoads } from "./bench/page-load.mjs";
import { checkTargets, formatReport, writeResults } from "./bench/report.mjs";
import { runInfo } from "./bench/run-info.mjs";
import { serveWithLimit } from "./bench/scriptless-copy.mjs";
import { CPU_SLOWDOWN, SETTLE_AFTER_LOAD_MS } from "./bench/throttled-load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 9300);
/** The build's copy without scripts, the language switch's limit (scriptless-copy.mjs). */
const LIMIT_PORT = PORT + 1;

let options;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message.includes("Usage") ? error.message : `${error.message}\n${USAGE}`);
  process.exit(2);
}

/**
 * The home pages and one case study, from the content the measured build was made of (beside
 * it); the interactions also switch language from the case study in the first language: both
 * directions (bench-pages.mjs).
 */
const {
  languages: [FIRST_LANGUAGE, SECOND_LANGUAGE],
  homePages: HOME_PAGES,
  pages: PAGES,
  interactionPages: INTERACTION_PAGES,
} = benchPages(dirname(resolve(options.site)));

const step = (message) => console.log(`[bench] ${message}`);

async function measurePages() {
  const server = await serveWithLimit(options.site, PORT, LIMIT_PORT, PAGES[0]);
  try {
    const urls = PAGES.map((path) => `${server.origin}${path}`);
    step("First loads in Chromium (scripts, weight)");
    const loads = await measurePageLoads(urls);
    const againstLimit = options.skipLoad
      ? null
      : await measureLoadAgainstLimit(server, PAGES, options, step);
    const interactions = options.skipInteractions
      ? { bySide: { build: {} }, busyBeforeRounds: [], control: undefined, controlPassed: true }
      : await runInteractions(
          [{ key: "build", origin: server.origin, limitOrigin: server.limitOrigin }],
          INTERACTION_PAGES,
          options.loads,
          step,
        );
    const { bySide, busyBeforeRounds, control, controlPassed } = interactions;
    return {
      pages: Object.fromEntries(
        PAGES.map((path, i) => [
          path,
          { lighthouse: againstLimit?.[path].build.lighthouse, ...loads[urls[i]] },
        ]),
      ),
      againstLimit,
      interactions: bySide.build,
      interactionsBusyBeforeRounds: busyBeforeRounds,
      control,
      controlPassed,
    };
  } finally {
    server.stop();
  }
}

async function measureBuilds(measure) {
  step("Cold build (gatsby clean, then build)");
  const coldBuild = await coldBuildMs();
  const measured = await measure();
  step("Rebuild after a one-line content change");
  const rebuild = await withContentChange(buildMs);
  step("Build again from the restored content");
  await buildMs();
  return { ...measured, builds: { coldBuildMs: coldBuild, rebuildAfterContentChangeMs: rebuild } };
}

async function singleBuild() {
  const meta = {
    ...runInfo(),
    lighthouseRuns: options.passes,
    passes: options.passes,
    loads: options.loads,
    cpuSlowdown: CPU_SLOWDOWN,
  };
  const {
    pages,
    againstLimit,
    interactions,
    interactionsBusyBeforeRounds,
    builds,
    control,
    controlPassed,
  } = options.skipBuild
    ? { ...(await measurePages()), builds: null }
    : await measureBuilds(measurePages);
  const targets = [
    ...(againstLimit
      ? [...checkTargets(pages, builds), ...checkLoadAgainstLimit(againstLimit)]
      : []),
    ...checkInteractionTargets(interactions, controlPassed),
  ];
  const results = {
    meta: { ...meta, interactionsBusyBeforeRounds, control, controlPassed },
    builds,
    pages,
    againstLimit,
    interactions,
    targets,
  };
  const written = writeResults(results);
  console.log(
    [
      "",
      ...(againstLimit
        ? [formatReport(results), "", formatLoadAgainstLimit(againstLimit, results.meta), ""]
        : []),
      ...(options.skipInteractions ? [] : [formatInteractionTable(interactions, results.meta), ""]),
    ].join("\n"),
  );
  step(`Results written to ${written.join(" and ")}`);
  failUnlessTrusted(controlPassed);
}

/** The tap figures are not to be used while the known-answer control fails: exit 1. */
function failUnlessTrusted(controlPassed) {
  if (controlPassed) return;
  step("The known-answer control failed: the tap figures are not trusted (exit 1).");
  process.exitCode = 1;
}

async function abSession() {
  const info = runInfo();
  // Against another commit, the pages both builds have: one from before the case studies
  // would answer a case study's address with its redirect page.
  const pages = options.against ? HOME_PAGES : PAGES;
  // The interactions' case study is in 68b8fa2 and after: measured on every page.
  const { sides, aaOnly, busyBeforeRounds, control, controlPassed } = await runAbSession(
    options,
    pages,
    info,
    step,
    INTERACTION_PAGES,
  );
  const meta = {
    ...info,
    mode: aaOnly ? "aa" : "ab",
    interactionsBusyBeforeRounds: busyBeforeRounds,
    control,
    controlPassed,
    against: options.against,
    passes: options.passes,
    loads: options.loads,
    cpuSlowdown: CPU_SLOWDOWN,
    settleAfterLoadMs: SETTLE_AFTER_LOAD_MS,
    aaOnly,
  };
  const partial = { meta, sides };
  const comparison = compareSides(partial);
  const results = { ...partial, comparison };
  const written = writeResults(results, "ab-");
  const interactionSides = [SIDE_A, SIDE_B, SIDE_B_AGAIN]
    .filter((key) => sides[key])
    .map((key) => ({ summaries: sides[key].interactions }));
  const interactionTable = options.skipInteractions
    ? ""
    : `${formatInteractionAbTable(interactionSides, meta)}\n`;
  console.log(`\n${formatAbReport(results, comparison)}\n\n${interactionTable}`);
  step(`Results written to ${written.join(" and ")}`);
  failUnlessTrusted(controlPassed);
}

/** Chromium without prerendering: the other language is loaded when the link is followed. */
const PRERENDER_OFF = "--disable-features=Prerender2";
/**
 * The prerender's A/B: the home pages and a case study. Side B's Chromium reads the second
 * language first; a side of its own stands for the visitors who read the first (the default)
 * first. Each gets the prerender or not as src/language-switch/prerender-choice.ts decides.
 */
const PRERENDER_PAGES = PAGES;
const READS_SECOND = `--accept-lang=${SECOND_LANGUAGE}`;
const READS_FIRST = `--accept-lang=${FIRST_LANGUAGE}`;
const SIDE_READS_FIRST = "C";

/**
 * The prerender's own cost: the interactions alone, the same build measured in two Chromiums,
 * interleaved, prerendering off (A) and on (B, as a visitor's Chrome; B again with --aa).
 */
async function prerenderSession() {
  const info = runInfo();
  if (!options.skipBuild) {
    step("Cold build (gatsby clean, then build)");
    await coldBuildMs();
  }
  const server = await serveWithLimit(options.site, PORT, LIMIT_PORT, PRERENDER_PAGES[0]);
  // On every side the first tap comes just after the prerender's trigger, while it runs.
  const side = (key, label, browserArgs, idleThrottledPage = false) => ({
    key,
    label,
    origin: server.origin,
    limitOrigin: server.limitOrigin,
    browserArgs,
    prerenderTrigger: true,
    idleThrottledPage,
  });
  // Without prerendering, an idle throttled page is opened at the trigger, as a prerender's
  // process starts then: Chromium's throttling spins the CPU of a process with nothing to do,
  // which a phone's idle prerender does not (openIdleThrottledPage in interaction-taps.mjs).
  // So B against A is the prerender's own work, not the throttling's.
  const sides = [
    side(
      SIDE_A,
      `prerendering off, an idle throttled page beside (${PRERENDER_OFF})`,
      [PRERENDER_OFF],
      true,
    ),
    side(
      SIDE_B,
      `prerendering on, a visitor who reads ${SECOND_LANGUAGE} first (${READS_SECOND})`,
      [READS_SECOND],
    ),
    ...(options.aa ? [side(SIDE_B_AGAIN, "prerendering on, again", [READS_SECOND])] : []),
    side(
      SIDE_READS_FIRST,
      `prerendering on, a visitor who reads ${FIRST_LANGUAGE} first (${READS_FIRST})`,
      [READS_FIRST],
    ),
  ];
  let measured;
  try {
    measured = await runInteractions(sides, PRERENDER_PAGES, options.loads, step);
  } finally {
    server.stop();
  }
  const { bySide, busyBeforeRounds, control, controlPassed } = measured;
  const meta = {
    ...info,
    mode: "prerender-ab",
    loads: options.loads,
    cpuSlowdown: CPU_SLOWDOWN,
    interactionsBusyBeforeRounds: busyBeforeRounds,
    control,
    controlPassed,
  };
  const results = {
    meta,
    sides: Object.fromEntries(
      sides.map(({ key, label, browserArgs }) => [
        key,
        { label, browserArgs, interactions: bySide[key] },
      ]),
    ),
  };
  const written = writeResults(results, "prerender-ab-");
  const summariesOf = (key) => ({ summaries: bySide[key] });
  const [off, on, readsFirst] = [SIDE_A, SIDE_B, SIDE_READS_FIRST].map(summariesOf);
  console.log(
    [
      "",
      ...sides.map(({ key, label }) => `${key.padEnd(8)}${label}`),
      "",
      formatInteractionAbTable(
        sides.filter(({ key }) => key !== SIDE_READS_FIRST).map(({ key }) => summariesOf(key)),
        meta,
      ),
      "",
      `${SIDE_READS_FIRST} against A:`,
      formatInteractionAbTable([off, readsFirst], meta),
      "",
      formatPrerenderCost([off, on], meta, `a visitor who reads ${SECOND_LANGUAGE} first`),
      "",
      formatPrerenderCost([off, readsFirst], meta, `a visitor who reads ${FIRST_LANGUAGE} first`),
      "",
    ].join("\n"),
  );
  step(`Results written to ${written.join(" and ")}`);
  failUnlessTrusted(controlPassed);
}

if (options.prerenderOff) await prerenderSession();
else await (options.abMode ? abSession() : singleBuild());
