import { expect, test } from "@playwright/test";
import { HEADERLESS_PORT } from "../../playwright.config";
import { recordPolicyViolations } from "./csp-violations";
import { LANGUAGES, DEFAULT_LANGUAGE, SECOND_LANGUAGE, caseStudyPagePath } from "./fixtures";

// The test server applies public/headers.json, written by the build for static hosts; the one
// on HEADERLESS_PORT serves the same build with no headers at all, as GitHub Pages does, so
// only the policy each page carries in its <meta> protects it there. A visitor's run under the
// policy, on both servers, is in strict-csp.spec.ts.
const HEADERLESS = `http://localhost:${HEADERLESS_PORT}`;

test("pages are served with the security headers", async ({ request }) => {
  const response = await request.get(`/${DEFAULT_LANGUAGE}/`);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain(
    "connect-src 'self' https://api.emailjs.com",
  );
  // This host only: subdomains and the preload list are the owner's choice (HSTS_* switches).
  expect(headers["strict-transport-security"]).toBe("max-age=63072000");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("served with no headers, each page carries the policy first in its <head>", async ({
  request,
  page,
}) => {
  for (const path of [
    `/${DEFAULT_LANGUAGE}/`,
    `/${SECOND_LANGUAGE}/`,
    `${caseStudyPagePath(DEFAULT_LANGUAGE, "loi-cadre")}`,
    `${caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre")}`,
    "/404.html",
  ]) {
    const response = await request.get(`${HEADERLESS}${path}`);
    expect(response.headers()["content-security-policy"]).toBeUndefined();
    await page.goto(`${HEADERLESS}${path}`);
    const head = await page.evaluate(() => {
      const policy = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const first = document.head.querySelector("script, style, link");
      return {
        policy: policy?.getAttribute("content") ?? "",
        beforeEverything:
          policy !== null &&
          first !== null &&
          Boolean(policy.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
    expect(head.beforeEverything).toBe(true);
    expect(head.policy).toMatch(
      /^default-src 'self'; script-src 'strict-dynamic'( 'sha256-[\w+/=]+')+ 'unsafe-inline' https:;/,
    );
    expect(head.policy).toContain("connect-src 'self' https://api.emailjs.com");
    // A <meta> policy cannot forbid framing; browsers would warn about it in the console.
    expect(head.policy).not.toContain("frame-ancestors");
  }
});

for (const language of LANGUAGES) {
  test(`served with no headers, an inline script injected into /${language}/ does not run`, async ({
    page,
  }) => {
    const violations = await recordPolicyViolations(page.context());
    // What a stored injection would put into the page: a script the build never hashed.
    await page.route(`${HEADERLESS}/${language}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${HEADERLESS}/${language}/`);
    await expect(page.locator("#about")).toBeVisible();
    expect(await page.locator("html").getAttribute("data-injected")).toBeNull();
    expect(violations).toEqual(expect.arrayContaining([expect.stringMatching(/script-src/)]));
  });
}
