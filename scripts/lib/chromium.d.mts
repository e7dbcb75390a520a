/** Types of chromium.mjs for the Playwright configs and the TypeScript tests. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
