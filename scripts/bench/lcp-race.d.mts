/** Types of lcp-race.mjs for the unit tests. */
export interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: Record<string, unknown> };
}
export declare function runsWithScriptsBeforeLcp(
  runs: { scriptsBeforeLcp?: string[] | null }[],
): number | undefined;
export declare function scriptsBeforeLcp(
  traceEvents: TraceEvent[],
  origin: string,
  observedLcpMs: number | undefined,
): string[] | null;
