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

/**
 * Loads `url` in a Playwright page and describes every response it received once the
 * network is idle, before any scroll or interaction: `{ url, resourceType, status, bytes,
 * gzipBytes }`, gzipBytes being what a static host would transfer.
 */
export async function loadPageResources(page, url) {
  const responses = [];
  const record = (response) => responses.push(response);
  page.on("response", record);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    page.off("response", record);
  }
  return Promise.all(responses.map(describeResponse));
}
