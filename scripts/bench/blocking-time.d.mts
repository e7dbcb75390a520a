/** Types of blocking-time.mjs for the unit tests. */
export declare const LONG_TASK_THRESHOLD_MS: number;
export declare function blockingTimeMs(taskDurationsMs: number[]): number;
