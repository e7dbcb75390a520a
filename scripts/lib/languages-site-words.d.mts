/** Types of languages-site-words.mjs for the browser tests. */
export declare const TRANSLATED: Record<
  string,
  { greeting: string; jobTitle: string; undrawn?: string }
>;
export declare const BUILD_OUTPUT: string;
