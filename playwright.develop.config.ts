import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";
import { DEVELOP_PORT, SERVER_LOG } from "./tests/develop/server-output";

/**
 * The development server, as editors and the owner preview their changes with it
 * (`npm run develop`), in Debian's Chromium: the whole page, and the check of each content
 * save. Separate from playwright.config.ts, whose servers serve the production builds.
 */
/** The tests that save content files while the server runs. */
const EDITING_TESTS = /(content-editor|languages)\.spec\.ts$/;

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
  // The editor's tests and the added language's save content files, and the server rebuilds
  // after each save: they run after the others (a project's `dependencies` run first), so no
  // other test meets a rebuild halfway (a hot CSS update during a navigation raised a runtime
  // error in the page test).
  projects: [
    { name: "site", testIgnore: EDITING_TESTS },
    { name: "editor", testMatch: EDITING_TESTS, dependencies: ["site"] },
  ],
  webServer: {
    // Its output goes to a file: the content check's tests read what it prints.
    command: `npx gatsby develop --port ${DEVELOP_PORT} > ${JSON.stringify(SERVER_LOG)} 2>&1`,
    url: `http://localhost:${DEVELOP_PORT}/`,
    timeout: 300_000,
    // Always a server of this run, whose output is that file (and the tests edit the content
    // of this checkout, which another server would not be watching).
    reuseExistingServer: false,
  },
});
