// The interactions bench's page loads: a visitor's taps on a phone (412 px, CPU slowed down as
// for the loads), each page in a fresh context. What a page records: interaction-recorder.mjs.
// The taps: interaction-taps.mjs; the switches: interaction-switches.mjs; the first tap after a
// switch: interaction-first-taps.mjs; the page they run on (and why Puppeteer drives Chromium
// here): interaction-page.mjs.
import { firstTapsAfterSwitch } from "./interaction-first-taps.mjs";
import {
  COLD_SWITCH,
  firstTapSwitch,
  SWITCH_LIMIT,
  SWITCH_PRERENDERED_LIMIT,
  switchesOverLimit,
  WARM_SWITCH,
} from "./interaction-switches.mjs";
import { caseStudyTaps, homeEarlyTap, homeTaps } from "./interaction-taps.mjs";

/**
 * One round of a page's interactions, with `browser` a Puppeteer Chromium: its taps (two loads
 * for a home page, one for a case study), the cold language switch and, from `limitUrl` (the
 * same page without its scripts), the switch's limit (and, outside the prerender's A/B, the
 * prerendered limit), and the CPU slowdown timed in each kind of document (slowdownInPage).
 * With `prerenderTrigger` (the prerender's A/B: readyForTaps), the taps after hydration start
 * while the other page is prerendered. Returns `{ [figure]: milliseconds }`
 * (interaction-summary.mjs names them; the `slowdown...` figures are factors); `warn` gets the
 * steps that failed.
 */
export async function measureInteractions(browser, url, options, warn) {
  const { homePage, limitUrl } = options;
  const taps = homePage
    ? {
        ...(await homeTaps(browser, url, options, warn)),
        ...(options.prerenderTrigger ? {} : await homeEarlyTap(browser, url, options, warn)),
      }
    : await caseStudyTaps(browser, url, options, warn);
  // The prerender's A/B times the taps made while the other page is prerendered, and the
  // cold switch; the warm switch and the first tap after a switch are the single build's.
  const full = !options.prerenderTrigger;
  const switches = {
    ...(await firstTapSwitch(browser, url, options, warn, COLD_SWITCH)),
    ...(full && homePage ? await firstTapSwitch(browser, url, options, warn, WARM_SWITCH) : {}),
    ...(limitUrl ? await firstTapSwitch(browser, limitUrl, options, warn, SWITCH_LIMIT) : {}),
    ...(full && limitUrl
      ? await firstTapSwitch(browser, limitUrl, options, warn, SWITCH_PRERENDERED_LIMIT)
      : {}),
  };
  const firstTaps = full && homePage ? await firstTapsAfterSwitch(browser, url, warn) : {};
  return { ...taps, ...switches, ...switchesOverLimit(switches), ...firstTaps };
}
