// One first load of a page in Playwright's Chromium: its scripts and its weight.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";
import { firstLoadJs } from "../lib/first-load-js.mjs";
import { loadPageResources } from "../lib/page-resources.mjs";
import { pageWeight } from "./page-weight.mjs";

/** Measures each URL in a fresh browser context (empty cache): `{ [url]: { firstLoadJs, weight } }`. */
export async function measurePageLoads(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const measures = {};
    for (const url of urls) {
      const context = await browser.newContext();
      const resources = await loadPageResources(await context.newPage(), url);
      await context.close();
      const html = await (await fetch(url)).text();
      measures[url] = { firstLoadJs: firstLoadJs(resources), weight: pageWeight(resources, html) };
    }
    return measures;
  } finally {
    await browser.close();
  }
}
