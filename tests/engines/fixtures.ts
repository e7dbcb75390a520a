// Playwright's test runner, with the cross-engine suite's own fixtures instead of Playwright's
// browsers: each worker has its host (site-host.ts) and one browser of its project's engine;
// each test a visitor in a fresh profile.
import { test as base } from "@playwright/test";
import { PHONE } from "../e2e/fixtures";
import { launchPuppeteer } from "./puppeteer-engines";
import { SITE_ROOT, startSiteHost, type SiteHost } from "./site-host";
import type { EngineBrowser, EngineName, Feature, Size, Visitor } from "./visitor";
import { launchWebKit } from "./webkit-engine";

export interface EngineOptions {
  /** The project's engine. */
  engine: EngineName;
  /** The build the host serves: public/, or the test site of five languages. */
  siteRoot: string;
  /** The features taken away from the browser (a worker of its own). */
  without: readonly Feature[];
}

export const test = base.extend<
  { size: Size; visitor: Visitor },
  EngineOptions & { host: SiteHost; engineBrowser: EngineBrowser }
>({
  engine: ["chromium", { option: true, scope: "worker" }],
  without: [[], { option: true, scope: "worker" }],
  siteRoot: [SITE_ROOT, { option: true, scope: "worker" }],
  host: [
    async ({ siteRoot }, provide) => {
      const host = await startSiteHost(siteRoot);
      await provide(host);
      await host.close();
    },
    { scope: "worker" },
  ],
  engineBrowser: [
    async ({ engine, without, host }, provide) => {
      const options = { without, proxy: host.proxy };
      const browser =
        engine === "webkit" ? await launchWebKit(options) : await launchPuppeteer(engine, options);
      await provide(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  /** The viewport: a phone's unless a test says otherwise. */
  size: [PHONE, { option: true }],
  visitor: async ({ engineBrowser, host, size }, provide) => {
    host.reset();
    const visitor = await engineBrowser.newVisitor(size, host.origin);
    await provide(visitor);
    await visitor.close();
  },
});

export { expect } from "@playwright/test";
