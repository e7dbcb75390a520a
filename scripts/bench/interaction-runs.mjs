// The interactions bench across pages and sides (builds, or browsers), interleaved as the loads
// are, with the known-answer control (tap-control.mjs) in every round.
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { measureInteractions } from "./interaction-loads.mjs";
import { openPage, setThrottlingRate, tapDuration, throttlingRate } from "./interaction-page.mjs";
import { EVENT_DURATION_THRESHOLD_MS } from "./interaction-recorder.mjs";
import { summarizeInteractions } from "./interaction-summary.mjs";
import { interleavedOrder } from "./interleave.mjs";
import { median } from "./median.mjs";
import { waitForQuietMachine } from "./quiet-machine.mjs";
import { calibrateRate, controlRound, serveControlPage } from "./tap-control.mjs";
import { checkTapControl } from "./tap-control-check.mjs";
import { CPU_SLOWDOWN } from "./throttled-load.mjs";

/**
 * The contact form's sends never leave the machine: EmailJS's host does not resolve, at once
 * (https://www.chromium.org/developers/design-documents/network-stack/socks-proxy/, "host
 * resolver rules"). Not intercepted: Puppeteer intercepts every request of a page or none, which
 * would slow the loads measured. The send's tap is measured until its next paint, before the
 * answer.
 */
const EMAILJS_UNREACHABLE = "--host-resolver-rules=MAP api.emailjs.com ~NOTFOUND";

/** The home pages end in their language's folder (`/fr/`); any other page is a case study. */
const isHomePage = (path) => /^\/[a-z]{2}\/$/.test(path);

/** A browser's name in the results: its extra Chromium arguments, or "default". */
const browserKey = (args) => (args.length ? args.join(" ") : "default");

/**
 * Runs `rounds` rounds of every page (`paths`) on every side (`{ key, origin, limitOrigin,
 * browserArgs, prerenderTrigger, idleThrottledPage }`: the build, its copy without scripts for
 * the language switch's limit, extra Chromium arguments (sides with the same arguments share a
 * browser), whether the taps start from the prerender's trigger, and whether an idle throttled
 * page is opened beside the page then (interaction-taps.mjs)), in the
 * interleaved order (interaction-page.mjs says why Puppeteer drives Chromium here). Each
 * browser's CPU throttling is first calibrated so that its pages run at CPU_SLOWDOWN
 * (calibrateRate). Each round starts once the machine is quiet (or has not quietened for a
 * minute), then runs the known-answer control in each browser (tap-control.mjs). Returns
 * `{ bySide: { [side key]: { [path]: summary } }, busyBeforeRounds, control: { [browser]:
 * { rounds, check, rate } }, controlPassed }` (summaries: interaction-summary.mjs; the processors' busy share before each
 * round, 0 to 1; the control's verdict: tap-control-check.mjs).
 */
export async function runInteractions(sides, paths, rounds, step) {
  const order = interleavedOrder(sides, paths, rounds);
  const byKey = new Map(sides.map((side) => [side.key, new Map(paths.map((path) => [path, []]))]));
  const browsers = new Map();
  const browserOf = new Map();
  for (const side of sides) {
    const args = side.browserArgs ?? [];
    const key = browserKey(args);
    browserOf.set(side.key, key);
    if (!browsers.has(key)) {
      const browser = await puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, EMAILJS_UNREACHABLE, ...args],
        headless: true,
      });
      // The control's pages are opened as the bench opens every page (throttled, a phone).
      const open = (url) => openPage(browser, url);
      browsers.set(key, { browser, open, controlRounds: [], iterations: null });
    }
  }
  const control = await serveControlPage();
  for (const [key, entry] of browsers) {
    await waitForQuietMachine();
    const { rate, factor } = await calibrateRate(control.origin, CPU_SLOWDOWN, entry.open);
    setThrottlingRate(entry.browser, rate);
    step(
      `CPU throttling (${key}): DevTools' rate ${rate} runs the control page at ${factor.toFixed(2)}× (aim ${CPU_SLOWDOWN}×)`,
    );
  }
  const busyBeforeRounds = [];
  const measure = (page, selector) => tapDuration(page, selector, EVENT_DURATION_THRESHOLD_MS);
  try {
    for (const [i, { pass, page, side }] of order.entries()) {
      if (pass !== order[i - 1]?.pass) {
        busyBeforeRounds.push(await waitForQuietMachine());
        step(
          `Interactions, round ${pass} of ${rounds} (CPU busy ${Math.round(busyBeforeRounds.at(-1) * 100)} % before)`,
        );
        for (const [key, entry] of browsers) {
          const round = await controlRound(entry.browser, control.origin, entry.iterations, {
            open: entry.open,
            measure,
            rate: throttlingRate(entry.browser),
            target: CPU_SLOWDOWN,
          });
          entry.iterations = round.iterations;
          entry.controlRounds.push(round);
          step(
            `  control (${key}): ${round.workTaps.join(", ")} ms with ${Math.round(CPU_SLOWDOWN * round.workMs)} ms of work, ${round.emptyTaps.join(", ")} ms without; the page at ${round.slowdown.toFixed(2)}×`,
          );
        }
      }
      const url = side.origin + page;
      const warn = (problem) => step(`  ${url}: ${problem}`);
      const { browser } = browsers.get(browserOf.get(side.key));
      let figures = {};
      try {
        figures = await measureInteractions(
          browser,
          url,
          {
            homePage: isHomePage(page),
            threshold: EVENT_DURATION_THRESHOLD_MS,
            limitUrl: side.limitOrigin && side.limitOrigin + page,
            prerenderTrigger: Boolean(side.prerenderTrigger),
            idleThrottledPage: Boolean(side.idleThrottledPage),
          },
          warn,
        );
      } catch (error) {
        warn(`not measured: ${error.message.split("\n")[0]}`);
      }
      byKey.get(side.key).get(page).push(figures);
    }
  } finally {
    control.stop();
    for (const { browser } of browsers.values()) await browser.close();
  }
  const bySide = Object.fromEntries(
    sides.map((side) => [
      side.key,
      Object.fromEntries(
        paths.map((path) => [path, summarizeInteractions(byKey.get(side.key).get(path))]),
      ),
    ]),
  );
  const controlResults = Object.fromEntries(
    [...browsers].map(([key, entry]) => [
      key,
      {
        rounds: entry.controlRounds,
        check: checkTapControl(entry.controlRounds, CPU_SLOWDOWN),
        // DevTools' rate that ran the pages at CPU_SLOWDOWN (calibrateRate).
        rate: throttlingRate(entry.browser),
        // The slowdown the control page itself ran at (slowdownInPage).
        slowdown: median(entry.controlRounds.map((round) => round.slowdown)),
      },
    ]),
  );
  return {
    bySide,
    busyBeforeRounds,
    control: controlResults,
    controlPassed: Object.values(controlResults).every(({ check }) => check.passed),
  };
}
