// Blocking time as the browser observed it: the part of each long task beyond 50 ms, the
// threshold above which an input waits noticeably (the definition Lighthouse's TBT uses).

export const LONG_TASK_THRESHOLD_MS = 50;

/** Sum over tasks of (duration − 50 ms), for the tasks longer than 50 ms. */
export const blockingTimeMs = (taskDurationsMs) =>
  taskDurationsMs.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_THRESHOLD_MS), 0);
