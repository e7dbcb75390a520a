/** Types of bench-args.mjs for the unit tests. */
export interface BenchOptions {
  skipBuild: boolean;
  against: string | null;
  aa: boolean;
  prerenderOff: boolean;
  passes: number;
  loads: number;
  abMode: boolean;
}

export declare const DEFAULT_THROTTLED_LOADS: number;
export declare const DEFAULT_AB_PASSES: number;
export declare const USAGE: string;
export declare function parseBenchArgs(argv: string[]): BenchOptions;
