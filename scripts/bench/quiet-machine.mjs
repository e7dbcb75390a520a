// Lighthouse times tasks by the wall clock: whatever else runs on the machine (the build
// just finished, a neighbour on a shared VM) comes out as the site's blocking time. Each
// Lighthouse pass starts once the processors have been mostly idle for a moment.
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** Idle enough: at most this share of the processors' time busy over one sample. */
const QUIET_BUSY_SHARE = 0.2;
const SAMPLE_MS = 1000;
/** A machine that never quietens down is measured anyway, after this long. */
const MAX_WAIT_MS = 60_000;

function cpuTimes() {
  const cpus = os.cpus();
  const total = cpus.reduce(
    (sum, { times }) => sum + Object.values(times).reduce((a, b) => a + b),
    0,
  );
  const idle = cpus.reduce((sum, { times }) => sum + times.idle, 0);
  return { total, idle };
}

/** Share of the processors' time spent busy over the next `SAMPLE_MS`. */
async function busyShare() {
  const before = cpuTimes();
  await sleep(SAMPLE_MS);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits until the machine is quiet (or MAX_WAIT_MS has passed) and returns the busy share
 * of the last sample, 0 to 1, to be reported beside the measure.
 */
export async function waitForQuietMachine() {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const busy = await busyShare();
    if (busy <= QUIET_BUSY_SHARE || Date.now() >= deadline) return Number(busy.toFixed(2));
  }
}
