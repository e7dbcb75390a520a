import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/bench/chromium.mjs";

/** Port of the development server the smoke test starts (`gatsby develop`). */
const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? 8100);

/**
 * The development server, as editors and the owner preview their changes with it
 * (`npm run develop`): a smoke test in Debian's Chromium. Separate from playwright.config.ts,
 * whose servers serve the production builds.
 */
export default defineConfig({
  testDir: "tests/develop",
  workers: 1,
  retries: 0,
  reporter: "list",
  // The development server compiles a page's code on its first visit.
  timeout: 120_000,
  use: {
    baseURL: `http://localhost:${DEVELOP_PORT}`,
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  // The editor's tests save content files, and the server rebuilds after each save: they run
  // after the others (a project's `dependencies` run first), so no other test meets a rebuild
  // halfway (a hot CSS update during a navigation raised a runtime error in the page test).
  projects: [
    { name: "site", testIgnore: /content-editor\.spec\.ts$/ },
    { name: "editor", testMatch: /content-editor\.spec\.ts$/, dependencies: ["site"] },
  ],
  webServer: {
    command: `npx gatsby develop --port ${DEVELOP_PORT}`,
    url: `http://localhost:${DEVELOP_PORT}/fr/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
  },
});
