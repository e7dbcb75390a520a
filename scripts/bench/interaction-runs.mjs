// The interactions bench across pages and sides (builds), interleaved as the loads are.
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { measureInteractions } from "./interaction-loads.mjs";
import { EVENT_DURATION_THRESHOLD_MS } from "./interaction-recorder.mjs";
import { summarizeInteractions } from "./interaction-summary.mjs";
import { interleavedOrder } from "./interleave.mjs";
import { waitForQuietMachine } from "./quiet-machine.mjs";

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

/**
 * Runs `rounds` rounds of every page (`paths`) on every side (`{ key, origin, limitOrigin }`:
 * the build, and its copy without scripts for the language switch's limit), in the
 * interleaved order (interaction-loads.mjs says why Puppeteer drives Chromium here). Each round starts once the machine is quiet (or has not quietened for a
 * minute). Returns `{ bySide: { [side key]: { [path]: summary } }, busyBeforeRounds }`
 * (summaries: interaction-summary.mjs; the processors' busy share before each round, 0 to 1).
 */
export async function runInteractions(sides, paths, rounds, step) {
  const order = interleavedOrder(sides, paths, rounds);
  const byKey = new Map(sides.map((side) => [side.key, new Map(paths.map((path) => [path, []]))]));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, EMAILJS_UNREACHABLE],
    headless: true,
  });
  const busyBeforeRounds = [];
  try {
    for (const [i, { pass, page, side }] of order.entries()) {
      if (pass !== order[i - 1]?.pass) {
        busyBeforeRounds.push(await waitForQuietMachine());
        step(
          `Interactions, round ${pass} of ${rounds} (CPU busy ${Math.round(busyBeforeRounds.at(-1) * 100)} % before)`,
        );
      }
      const url = side.origin + page;
      const warn = (problem) => step(`  ${url}: ${problem}`);
      let figures = {};
      try {
        figures = await measureInteractions(
          browser,
          url,
          {
            homePage: isHomePage(page),
            threshold: EVENT_DURATION_THRESHOLD_MS,
            limitUrl: side.limitOrigin && side.limitOrigin + page,
          },
          warn,
        );
      } catch (error) {
        warn(`not measured: ${error.message.split("\n")[0]}`);
      }
      byKey.get(side.key).get(page).push(figures);
    }
  } finally {
    await browser.close();
  }
  const bySide = Object.fromEntries(
    sides.map((side) => [
      side.key,
      Object.fromEntries(
        paths.map((path) => [path, summarizeInteractions(byKey.get(side.key).get(path))]),
      ),
    ]),
  );
  return { bySide, busyBeforeRounds };
}
