import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

/**
 * Ports of the test servers: E2E_PORT and the four after it, 9200 to 9204 by default (apart
 * from `npm run serve`'s 9000); E2E_PORT moves them all (for several checkouts on one machine).
 */
export const PORT = Number(process.env.E2E_PORT ?? 9200);
export const UNCONFIGURED_PORT = PORT + 1;
export const PREFIXED_PORT = PORT + 2;
/** The shipped build served with no response headers at all, as GitHub Pages serves it. */
export const HEADERLESS_PORT = PORT + 3;
/** The site of more languages (scripts/languages-site.mjs), for tests/e2e/languages.spec.ts. */
export const LANGUAGES_PORT = PORT + 4;
const LANGUAGES_SPEC = /languages\.spec\.ts/;
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
    { name: "site", testIgnore: LANGUAGES_SPEC },
    {
      // The routing, language and CV tests (tagged @prefix) again, on the site built under a
      // path prefix and served under it, as GitHub Pages serves a project site.
      name: "prefixed",
      grep: /@prefix/,
      testIgnore: LANGUAGES_SPEC,
      use: { baseURL: `http://localhost:${PREFIXED_PORT}`, pathPrefix: TEST_PATH_PREFIX },
    },
    {
      // A site of five languages, one right to left, and one unpublished.
      name: "languages",
      testMatch: LANGUAGES_SPEC,
      use: { baseURL: `http://localhost:${LANGUAGES_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/lib/serve-build.mjs ${PORT} public`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The same site built without EmailJS configuration.
      command: `node scripts/lib/serve-build.mjs ${UNCONFIGURED_PORT} public-unconfigured`,
      url: `http://localhost:${UNCONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/lib/serve-build.mjs ${PREFIXED_PORT} public-prefixed ${TEST_PATH_PREFIX}`,
      url: `http://localhost:${PREFIXED_PORT}${TEST_PATH_PREFIX}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/lib/serve-build.mjs ${HEADERLESS_PORT} public --no-headers`,
      url: `http://localhost:${HEADERLESS_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/lib/serve-build.mjs ${LANGUAGES_PORT} test-sites/languages/public`,
      url: `http://localhost:${LANGUAGES_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
