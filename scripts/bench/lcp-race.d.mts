/** Types of lcp-race.mjs for the unit tests. */
export interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: Record<string, unknown> };
}
export declare function firstBundleEvaluationMs(
  traceEvents: TraceEvent[],
  origin: string,
): number | null;
export declare function bundlesBeforeLcp(
  traceEvents: TraceEvent[],
  origin: string,
  observedLcpMs: number | undefined,
): boolean | null;
