// The known-answer control of the interactions bench (tap-control.mjs): what its tap should
// read, and whether the bench read it. Pure, so unit-tested.
import { median } from "./median.mjs";

/**
 * Event Timing gives an entry's duration to the nearest multiple of 8 ms
 * (https://developer.mozilla.org/docs/Web/API/PerformanceEventTiming): the step of every tap
 * figure, and the control's tolerance.
 */
export const EVENT_TIMING_STEP_MS = 8;

/**
 * How far the CPU slowdown timed in a page (a fixed loop, throttled over unthrottled) may be
 * from the slowdown asked for before that page's figures are flagged: below, the throttling
 * did not apply (fully) to that document; above, something else took the processor from it.
 */
export const SLOWDOWN_TOLERANCE = 0.15;

/**
 * Whether a slowdown timed in a page (the fixed loop's time there over its time unthrottled in
 * the same browser) is the one asked for, `rate`, within SLOWDOWN_TOLERANCE.
 */
export const slowdownWithin = (factor, rate) =>
  typeof factor === "number" && Math.abs(factor / rate - 1) <= SLOWDOWN_TOLERANCE;

/**
 * The control's verdict from its rounds: each round has `workMs` (the handler's fixed work
 * timed unthrottled in that round), `emptyTaps` and `workTaps` (the durations the bench read for
 * the control's tap without and with that work, in milliseconds). The work, slowed down by
 * `rate`, adds a known time to the tap; the tap without it is what the tap's input, dispatch
 * and next frame cost on a near-empty page. So the tap with the work should read the tap
 * without it plus `rate` times the work, and the bench passes when the median of its readings
 * is within one Event Timing step of that. Returns `{ expectedMs, measuredMs, emptyMs,
 * addedMs, offByMs, passed }` (`passed` false, the rest null, without readings of both kinds).
 */
export function checkTapControl(rounds, rate) {
  const emptyTaps = rounds.flatMap((round) => round.emptyTaps ?? []);
  const workTaps = rounds.flatMap((round) => round.workTaps ?? []);
  const works = rounds.map((round) => round.workMs).filter((ms) => ms > 0);
  if (emptyTaps.length === 0 || workTaps.length === 0 || works.length === 0) {
    return {
      expectedMs: null,
      measuredMs: null,
      emptyMs: null,
      addedMs: null,
      offByMs: null,
      passed: false,
    };
  }
  const emptyMs = median(emptyTaps);
  const addedMs = rate * median(works);
  const expectedMs = emptyMs + addedMs;
  const measuredMs = median(workTaps);
  const offByMs = measuredMs - expectedMs;
  return {
    expectedMs,
    measuredMs,
    emptyMs,
    addedMs,
    offByMs,
    passed: Math.abs(offByMs) <= EVENT_TIMING_STEP_MS,
  };
}

/** How close to the slowdown asked for the calibration (calibrateRate) stops. */
export const CALIBRATION_TOLERANCE = 0.02;

/**
 * The next DevTools CPU throttling rate to try, from `rate` and the slowdown a page ran at with
 * it (`factor`), for a page that runs at `target`: the slowdown follows the rate in proportion,
 * so the rate is scaled by what is missing. Never below 1 (no throttling). Returns `{ rate, done }`,
 * `done` once `factor` is within CALIBRATION_TOLERANCE of `target` (then `rate` is kept as it is).
 */
export function nextCalibrationRate(rate, factor, target) {
  if (Math.abs(factor / target - 1) <= CALIBRATION_TOLERANCE) return { rate, done: true };
  return { rate: Math.max(1, Math.round(((rate * target) / factor) * 100) / 100), done: false };
}
