/** Types of ab-report.mjs for the unit tests (results as bench-results/ab-*.json hold them). */
export declare const SIDE_A: "A";
export declare const SIDE_B: "B";
export declare const SIDE_B_AGAIN: "B again";

export interface AbSide {
  label: string;
  commit: string | null;
  port: number;
  builds: { coldBuildMs?: number; installMs?: number | null } | null;
  pages: Record<string, Record<string, unknown>>;
}

export interface AbResults {
  meta: { passes: number; loads: number; cpuSlowdown: number; aaOnly: boolean };
  sides: Record<string, AbSide>;
}

export interface Comparison {
  path: string;
  label: string;
  a: number | undefined;
  b: number | undefined;
  ratio: number | null;
  aaRatio?: number | null;
  reading?: string;
}

export declare function compareSides(results: AbResults): Comparison[];
export declare function formatAbReport(results: AbResults, comparison?: Comparison[]): string;
