// What the development server serves as a page's data: what a page opened now will show.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { SERVER_TIMEOUT } from "./server-output";

/**
 * The data of the page at `pagePath` (`/en/`, `/fr/projets/fleet-app/`), as the development
 * server serves it, or "" while it has no such page.
 *
 * Tests wait for it to hold a change before they open the page: with CI=true, as the tests run
 * it, Gatsby runs every page's query after each change and serves the page data it last wrote,
 * and a page opened before that write is not told of it. (Without CI, as `npm run develop` runs
 * for editors, a page opened meanwhile waits for its query.)
 */
export async function pageData(request: APIRequestContext, pagePath: string): Promise<string> {
  const response = await request.get(`/page-data${pagePath}page-data.json`);
  return response.ok() ? response.text() : "";
}

/** Opens the page at `pagePath` once the server's page data holds `text`. */
export async function openOnceServed(page: Page, pagePath: string, text: string): Promise<void> {
  await expect
    .poll(() => pageData(page.request, pagePath), { timeout: SERVER_TIMEOUT })
    .toContain(text);
  await page.goto(pagePath);
}
