/** Types of median.mjs for the unit tests. */
export declare function median(values: number[]): number;
