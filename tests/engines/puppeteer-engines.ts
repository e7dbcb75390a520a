// Chromium (Debian's, over the DevTools protocol) and Firefox (Debian's Firefox ESR, over
// WebDriver BiDi), both driven by puppeteer-core, as visitors (visitor.ts).
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import type { EngineBrowser, Feature, LaunchOptions, Size, Visitor } from "./visitor";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Firefox's preference that takes each feature away. */
const FIREFOX_FEATURE_PREFS: Record<Feature, string> = {
  "view-transitions": "dom.viewTransitions.enabled",
  "trusted-types": "dom.security.trusted_types.enabled",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Launches Chromium or Firefox: every request to another host goes through `proxy` (the
 * EmailJS stand-in; the site itself, on localhost, is reached directly), whose certificate
 * for that host is the test's own.
 */
export async function launchPuppeteer(
  engine: "chromium" | "firefox",
  { without, proxy }: LaunchOptions,
): Promise<EngineBrowser> {
  const { host, port } = new URL(proxy);
  const browser =
    engine === "chromium"
      ? await puppeteer.launch({
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_FLAGS, `--proxy-server=${proxy}`],
          headless: true,
          acceptInsecureCerts: true,
        })
      : await puppeteer.launch({
          browser: "firefox",
          executablePath: FIREFOX_PATH,
          headless: true,
          acceptInsecureCerts: true,
          extraPrefsFirefox: {
            // A manual proxy for every protocol; localhost is never proxied.
            "network.proxy.type": 1,
            "network.proxy.http": host.replace(/:\d+$/, ""),
            "network.proxy.http_port": Number(port),
            "network.proxy.ssl": host.replace(/:\d+$/, ""),
            "network.proxy.ssl_port": Number(port),
            ...Object.fromEntries(
              without.map((feature) => [FIREFOX_FEATURE_PREFS[feature], false]),
            ),
          },
        });
  if (engine === "chromium" && without.length > 0) {
    await browser.close();
    throw new Error(`Chromium has no switch to take away ${without.join(", ")}`);
  }
  return {
    newVisitor: (size, origin) => puppeteerVisitor(engine, browser, size, origin),
    close: () => browser.close(),
  };
}

async function puppeteerVisitor(
  engine: "chromium" | "firefox",
  browser: Browser,
  size: Size,
  origin: string,
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport(size);
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) =>
    consoleErrors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    engine,
    size,
    goto: async (path) => void (await page.goto(new URL(path, origin).href)),
    reload: async () => void (await page.reload()),
    // Resolves once asked: a page Firefox shows again from its back/forward cache fires no
    // load event, which Puppeteer's goBack waits for in vain (the scenarios wait for the page).
    back: async () => void page.goBack().catch(() => undefined),
    evaluate: (fn, ...args) =>
      page.evaluate(fn as (...args: unknown[]) => unknown, ...args) as Promise<never>,
    async clickAt({ x, y }, { count = 1, gapMs = 0 } = {}) {
      for (let click = 0; click < count; click += 1) {
        if (click > 0) await sleep(gapMs);
        await page.mouse.click(x, y);
      }
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    type: (text) => page.keyboard.type(text),
    screenshot: async () => Buffer.from(await page.screenshot()),
    browserConsoleErrors: () => [...consoleErrors],
    close: () => context.close(),
  };
}
