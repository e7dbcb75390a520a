/** Types of interaction-summary.mjs for the unit tests. */
export interface InteractionFigure {
  median: number;
  max: number;
  samples: number[];
}
export type InteractionSummary = Record<string, InteractionFigure>;
export declare function summarizeInteractions(rounds: Record<string, number>[]): InteractionSummary;
export declare function checkInteractionTargets(
  summaries: Record<string, InteractionSummary>,
): { label: string; path: string; met: boolean }[];
export declare function formatInteractionTable(
  summaries: Record<string, InteractionSummary>,
  meta: { loads: number; cpuSlowdown: number },
): string;
export declare function formatInteractionAbTable(
  sides: { summaries: Record<string, InteractionSummary> }[],
  meta: { loads: number; cpuSlowdown: number },
): string;
