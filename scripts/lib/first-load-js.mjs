// First-load JavaScript: every script a page has loaded once the network is idle, before any
// scroll or interaction, gzipped. Shared by `npm run bench` and tests/e2e/budgets.spec.ts.
import { loadPageResources } from "./page-resources.mjs";

/** Budget of first-load JavaScript: 100 KB gzipped (SI kilobytes, the stricter reading). */
export const FIRST_LOAD_JS_BUDGET_BYTES = 100_000;

const chunkName = (url) => new URL(url).pathname.replace(/^\//, "");

/** The scripts among a page load's resources: `{ totalGzipBytes, chunks }`, largest first. */
export function firstLoadJs(resources) {
  const chunks = resources
    .filter((resource) => resource.resourceType === "script")
    .map((resource) => ({ name: chunkName(resource.url), gzipBytes: resource.gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { totalGzipBytes, chunks };
}

/** Opens `url` in a fresh Playwright page and measures its first-load JavaScript. */
export async function measureFirstLoadJs(page, url) {
  return firstLoadJs(await loadPageResources(page, url));
}
