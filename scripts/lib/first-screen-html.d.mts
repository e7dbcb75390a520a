/** Types of first-screen-html.mjs for the TypeScript tests. */
export declare const FIRST_ROUND_TRIP_BYTES: number;
export declare function firstScreenHtmlGzipBytes(html: string): number;
