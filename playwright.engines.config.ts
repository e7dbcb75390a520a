import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import type { EngineOptions } from "./tests/engines/fixtures";
import { ENGINES } from "./tests/engines/visitor";

/** The specs of the test site of five languages, which its own projects run. */
const LANGUAGES_SPEC = /languages\.spec\.ts/;
/** The screenshots are made on request only (ENGINE_SCREENSHOTS=<folder>): see that spec. */
const ON_REQUEST = process.env.ENGINE_SCREENSHOTS ? [] : [/screenshots\.spec\.ts/];

/**
 * The visitor's first minute in the three engines (tests/engines/): Chromium, Firefox ESR and
 * WebKitGTK from Debian's packages, on the production build (public/: `npm run test:build` or
 * `npm run build` first). One engine: `npm run test:engines -- --project=webkit`.
 */
export default defineConfig<EngineOptions>({
  testDir: "tests/engines",
  // A test that passes only on a second try is failing: no retries.
  retries: 0,
  workers: Number(process.env.ENGINE_WORKERS ?? 2),
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: ENGINES.flatMap((engine) => [
    { name: engine, use: { engine }, testIgnore: [LANGUAGES_SPEC, ...ON_REQUEST] },
    {
      // A site of five languages, one right to left (scripts/languages-site.mjs).
      name: `${engine}-languages`,
      use: { engine, siteRoot: join(__dirname, "test-sites/languages/public") },
      testMatch: LANGUAGES_SPEC,
    },
  ]),
});
