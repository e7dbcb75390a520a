/** Types of ab-compare.mjs for the unit tests. */
export declare function ratio(a: unknown, b: unknown): number | null;
export declare function formatRatio(value: number | null): string;
export declare function noiseBand(aaRatios: (number | null)[]): [number, number] | null;
