import { COMPRESSIBLE_TYPE, gzipBytes } from "./gzip.mjs";

const isRedirect = (status) => status >= 300 && status < 400;

async function describeResponse(response) {
  const status = response.status();
  // A redirect has no body to read.
  const body = isRedirect(status) ? Buffer.alloc(0) : await response.body();
  const type = response.headers()["content-type"] ?? "";
  return {
    url: response.url(),
    resourceType: response.request().resourceType(),
    status,
    bytes: body.length,
    gzipBytes: COMPRESSIBLE_TYPE.test(type) ? gzipBytes(body) : body.length,
  };
}

/** A page that never paints or never goes quiet is measured anyway, after this long. */
const SETTLE_TIMEOUT_MS = 30_000;
/** Playwright's own definition of network idle: no request for this long. */
const QUIET_MS = 500;

const hasPainted = () =>
  performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint");

/**
 * Resolves once no request has been in flight for QUIET_MS. Playwright's `networkidle` can
 * come before scripts that a page starts after its first paint: on a loaded machine, the
 * first paint came more than 500 ms after the load event and the bench counted 0 KB of
 * scripts. Waiting for the first contentful paint, then for quiet, counts them.
 */
async function settle(page, network) {
  await page.waitForFunction(hasPainted, null, { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (network.inFlight === 0 && Date.now() - network.lastActivity >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * A request the browser made speculatively for another page (`Sec-Purpose: prefetch`, or
 * `prefetch;prerender` for the language switch's prerender: src/language-switch/language-switch.ts), not for
 * this page's load. Under Playwright Chromium still fetches a prerendered page's document,
 * then renders nothing, and the response's body cannot be read.
 */
const isSpeculative = (request) => /\bprefetch\b/.test(request.headers()["sec-purpose"] ?? "");

/**
 * Loads `url` in a Playwright page and describes every response it received for it once the
 * network is idle after the first contentful paint, before any scroll or interaction:
 * `{ url, resourceType, status, bytes, gzipBytes }`, gzipBytes being what a static host
 * would transfer. Speculative loads of other pages are left out.
 */
export async function loadPageResources(page, url) {
  const responses = [];
  const network = { inFlight: 0, lastActivity: Date.now() };
  const record = (response) => {
    if (!isSpeculative(response.request())) responses.push(response);
  };
  const started = () => {
    network.inFlight += 1;
    network.lastActivity = Date.now();
  };
  const ended = () => {
    network.inFlight -= 1;
    network.lastActivity = Date.now();
  };
  page.on("response", record);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await settle(page, network);
  } finally {
    page.off("response", record);
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  return Promise.all(responses.map(describeResponse));
}
