import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

/**
 * Ports of the test servers: E2E_PORT and the three after it, 9200 to 9203 by default (apart
 * from `npm run serve`'s 9000); E2E_PORT moves them all (for several checkouts on one machine).
 */
export const PORT = Number(process.env.E2E_PORT ?? 9200);
export const UNCONFIGURED_PORT = PORT + 1;
export const PREFIXED_PORT = PORT + 2;
/** The shipped build served with no response headers at all, as GitHub Pages serves it. */
export const HEADERLESS_PORT = PORT + 3;
/** The path prefix of the test build made as a GitHub Pages project site (build-test-sites.mjs). */
const TEST_PATH_PREFIX = "/portfolio";

/** Browser tests drive Debian's Chromium against the production build (`npm run build` first). */
export default defineConfig<{ pathPrefix: string }>({
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
  projects: [
    { name: "site" },
    {
      // The routing, language and CV tests (tagged @prefix) again, on the site built under a
      // path prefix and served under it, as GitHub Pages serves a project site.
      name: "prefixed",
      grep: /@prefix/,
      use: { baseURL: `http://localhost:${PREFIXED_PORT}`, pathPrefix: TEST_PATH_PREFIX },
    },
  ],
  webServer: [
    {
      command: `node scripts/lib/serve-build.mjs ${PORT} public`,
      url: `http://localhost:${PORT}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The same site built without EmailJS configuration.
      command: `node scripts/lib/serve-build.mjs ${UNCONFIGURED_PORT} public-unconfigured`,
      url: `http://localhost:${UNCONFIGURED_PORT}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/lib/serve-build.mjs ${PREFIXED_PORT} public-prefixed ${TEST_PATH_PREFIX}`,
      url: `http://localhost:${PREFIXED_PORT}${TEST_PATH_PREFIX}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/lib/serve-build.mjs ${HEADERLESS_PORT} public --no-headers`,
      url: `http://localhost:${HEADERLESS_PORT}/fr/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
