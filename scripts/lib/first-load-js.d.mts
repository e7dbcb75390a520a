/** Types of first-load-js.mjs for the TypeScript tests. */
import type { Page } from "@playwright/test";

export interface FirstLoadJs {
  totalGzipBytes: number;
  chunks: { name: string; gzipBytes: number }[];
}

export declare const FIRST_LOAD_JS_BUDGET_BYTES: number;
export declare function measureFirstLoadJs(page: Page, url: string): Promise<FirstLoadJs>;
