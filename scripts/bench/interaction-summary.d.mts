/** Types of interaction-summary.mjs for the unit tests. */
import type { TapControlCheck } from "./tap-control-check.mjs";
export interface InteractionFigure {
  median: number;
  max: number;
  samples: number[];
}
export type InteractionSummary = Record<string, InteractionFigure>;
/** The known-answer control's verdict by browser (tap-control-check.mjs, interaction-runs.mjs). */
export type ControlResults = Record<string, { check: TapControlCheck; slowdown?: number }>;
export interface InteractionMeta {
  loads: number;
  cpuSlowdown: number;
  control?: ControlResults;
  controlPassed?: boolean;
}
export declare const MAX_PRERENDER_TAP_RATIO: number;
export declare function prerenderTapWithin(off: number, on: number): boolean;
export declare function summarizeInteractions(rounds: Record<string, number>[]): InteractionSummary;
export declare function checkInteractionTargets(
  summaries: Record<string, InteractionSummary>,
  trusted?: boolean,
): { label: string; path: string; met: boolean; untrusted?: true }[];
export declare function formatControl(control: ControlResults | undefined, rate: number): string[];
export declare function formatInteractionTable(
  summaries: Record<string, InteractionSummary>,
  meta: InteractionMeta,
): string;
export declare function formatInteractionAbTable(
  sides: { summaries: Record<string, InteractionSummary> }[],
  meta: InteractionMeta,
): string;
export declare function formatPrerenderCost(
  sides: { summaries: Record<string, InteractionSummary> }[],
  meta: InteractionMeta,
  visitor?: string,
): string;
