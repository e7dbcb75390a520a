import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/bench/chromium.mjs";

/** Ports of the two test servers; E2E_PORT moves both (for several checkouts on one machine). */
export const PORT = Number(process.env.E2E_PORT ?? 9000);
export const UNCONFIGURED_PORT = PORT + 1;

/** Browser tests drive Debian's Chromium against the production build (`npm run build` first). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is failing: no retries.
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: `node tests/e2e/serve.mjs ${PORT} public`,
      url: `http://localhost:${PORT}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The same site built without EmailJS configuration.
      command: `node tests/e2e/serve.mjs ${UNCONFIGURED_PORT} public-unconfigured`,
      url: `http://localhost:${UNCONFIGURED_PORT}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
