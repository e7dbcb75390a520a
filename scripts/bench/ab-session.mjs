// An A/B bench session: builds A (a git ref, in a temporary worktree) and B (the current
// tree), serves each on its own port, and measures both in one session, interleaved.
import { chromium } from "playwright-core";
import { SIDE_A, SIDE_B, SIDE_B_AGAIN } from "./ab-report.mjs";
import { buildMs, coldBuildMs } from "./builds.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { runInteractions } from "./interaction-runs.mjs";
import { interleavedOrder } from "./interleave.mjs";
import { lighthouseMedians } from "./lighthouse-runs.mjs";
import { median } from "./median.mjs";
import { measurePageLoads } from "./page-load.mjs";
import { resolveCommit, withRefWorktree } from "./ref-worktree.mjs";
import { serveWithLimit } from "./scriptless-copy.mjs";
import { measureThrottledLoad } from "./throttled-load.mjs";

/** Ports of the A/B servers, apart from the test servers' (9200...) and the single bench's. */
export const PORTS = {
  [SIDE_A]: Number(process.env.BENCH_PORT_A ?? 9610),
  [SIDE_B]: Number(process.env.BENCH_PORT_B ?? 9611),
  [SIDE_B_AGAIN]: Number(process.env.BENCH_PORT_AA ?? 9612),
};
/** Each side's copy without scripts (the language switch's limit) is served this much higher. */
const LIMIT_PORT_OFFSET = 10;

/** Medians of a page's throttled loads, with the loads themselves. */
export function throttledSummary(loads) {
  const figure = (name) =>
    median(loads.map((load) => load[name]).filter((value) => value !== null));
  return {
    blockingMs: figure("blockingMs"),
    scriptMs: figure("scriptMs"),
    longTasks: figure("longTasks"),
    longestTaskMs: figure("longestTaskMs"),
    hydratedMs: figure("hydratedMs"),
    loads,
  };
}

/** Runs the CPU-throttled loads of every side and page, interleaved; by side, then path. */
export async function throttledLoads(sides, pages, loads, step) {
  const order = interleavedOrder(sides, pages, loads);
  const byKey = new Map(sides.map((side) => [side.key, new Map(pages.map((path) => [path, []]))]));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const [i, { pass, page, side }] of order.entries()) {
      if (pass !== order[i - 1]?.pass) step(`CPU-throttled loads, round ${pass} of ${loads}`);
      byKey
        .get(side.key)
        .get(page)
        .push(await measureThrottledLoad(browser, side.origin + page));
    }
  } finally {
    await browser.close();
  }
  return byKey;
}

/**
 * Measures every side (`{ key, directory, port, lighthouse }`) served at once: first loads
 * (scripts, weight), Lighthouse on the sides that ask for it, throttled loads and the
 * interactions (on `interactionPages`, unless `options.skipInteractions`) on all. Returns `{ [key]: { pages: { [path]: measures },
 * interactions: { [path]: summary } } }`.
 */
async function measureSides(sides, pages, options, step, interactionPages, session) {
  const servers = [];
  try {
    for (const side of sides) {
      const served = await serveWithLimit(
        side.directory,
        side.port,
        side.port + LIMIT_PORT_OFFSET,
        pages[0],
      );
      servers.push(served);
      side.origin = served.origin;
      side.limitOrigin = served.limitOrigin;
    }
    const urlOf = ({ page, side }) => side.origin + page;
    step("First loads in Chromium (scripts, weight)");
    const firstLoads = await measurePageLoads(interleavedOrder(sides, pages, 1).map(urlOf));
    const lighthouseSides = sides.filter((side) => side.lighthouse);
    const lighthouse = await lighthouseMedians(
      interleavedOrder(lighthouseSides, pages, options.passes).map((entry) => ({
        pass: entry.pass,
        url: urlOf(entry),
      })),
      (url, pass) =>
        step(`Lighthouse ${url} (pass ${pass} of ${options.passes}), once the machine is idle`),
    );
    const throttled = await throttledLoads(sides, pages, options.loads, step);
    const interactions = options.skipInteractions
      ? { bySide: {}, busyBeforeRounds: [], control: undefined, controlPassed: true }
      : await runInteractions(sides, interactionPages, options.loads, step);
    session.busyBeforeRounds.push(...interactions.busyBeforeRounds);
    session.control = interactions.control;
    session.controlPassed = interactions.controlPassed;
    const measured = Object.fromEntries(
      sides.map((side) => [
        side.key,
        Object.fromEntries(
          pages.map((path) => {
            const url = side.origin + path;
            return [
              path,
              {
                ...(side.lighthouse && { lighthouse: lighthouse.get(url) }),
                ...firstLoads[url],
                throttled: throttledSummary(throttled.get(side.key).get(path)),
              },
            ];
          }),
        ),
      ]),
    );
    return Object.fromEntries(
      sides.map((side) => [
        side.key,
        { pages: measured[side.key], interactions: interactions.bySide[side.key] ?? {} },
      ]),
    );
  } finally {
    for (const server of servers) server.stop();
  }
}

async function buildCurrentTree(options, step) {
  if (options.skipBuild) {
    step("Current tree: measuring public/ as it is (--skip-build)");
    return null;
  }
  step("Current tree: cold build (gatsby clean, then build)");
  return { coldBuildMs: await coldBuildMs() };
}

const describe = (key, label, commit, directory, builds, lighthouse = true) => ({
  key,
  label,
  commit,
  directory,
  port: PORTS[key],
  builds,
  lighthouse,
});

/**
 * Shapes measured sides into the JSON of a result:
 * `{ [key]: { label, commit, port, builds, pages, interactions } }`.
 */
const sideResults = (sides, measures) =>
  Object.fromEntries(
    sides.map(({ key, label, commit, port, builds }) => [
      key,
      { label, commit, port, builds, ...measures[key] },
    ]),
  );

/**
 * Runs a session for parsed `options` (see bench-args.mjs): `--against <ref>` compares the
 * ref (A) with the current tree (B), adding the current tree served a second time when `--aa`
 * is set; `--aa` alone compares the current build with itself. `head` is `{ commit,
 * uncommittedChanges }` of the current tree; the interactions are measured on
 * `interactionPages`. Returns `{ sides, aaOnly, busyBeforeRounds, control, controlPassed }` (of
 * the interaction rounds; the known-answer control: interaction-runs.mjs).
 */
export async function runAbSession(options, pages, head, step, interactionPages = pages) {
  const session = { busyBeforeRounds: [], control: undefined, controlPassed: false };
  const currentDirectory = options.site;
  const headCommit = head.commit;
  const changes = head.uncommittedChanges ? " (uncommitted changes)" : "";
  const CURRENT_TREE = `current tree${changes}`;
  const CURRENT_TREE_AGAIN = `current tree again${changes}`;
  if (!options.against) {
    const builds = await buildCurrentTree(options, step);
    const sides = [
      describe(SIDE_A, CURRENT_TREE, headCommit, currentDirectory, builds),
      describe(SIDE_B, CURRENT_TREE_AGAIN, headCommit, currentDirectory, builds),
    ];
    return {
      sides: sideResults(
        sides,
        await measureSides(sides, pages, options, step, interactionPages, session),
      ),
      aaOnly: true,
      ...session,
    };
  }
  const commit = resolveCommit(options.against);
  // A build of the ref made beforehand (--ref-build): measured as it is, like --skip-build.
  const withRef = options.refBuild
    ? (task) => task(options.refBuild, null)
    : (task) => withRefWorktree(commit, step, task);
  return withRef(async (site, install) => {
    const currentBuilds = await buildCurrentTree(options, step);
    let refBuilds = null;
    if (install) {
      step(`${options.against}: build (cold: a fresh worktree has no cache)`);
      refBuilds = { coldBuildMs: await buildMs(site), ...install };
    } else step(`${options.against}: measuring ${site}/public as it is (--ref-build)`);
    const sides = [
      describe(SIDE_A, options.against, commit, `${site}/public`, refBuilds),
      describe(SIDE_B, CURRENT_TREE, headCommit, currentDirectory, currentBuilds),
      ...(options.aa
        ? [describe(SIDE_B_AGAIN, CURRENT_TREE_AGAIN, headCommit, currentDirectory, null, false)]
        : []),
    ];
    return {
      sides: sideResults(
        sides,
        await measureSides(sides, pages, options, step, interactionPages, session),
      ),
      aaOnly: false,
      ...session,
    };
  });
}
