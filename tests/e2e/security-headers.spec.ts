import { expect, test, type Page } from "@playwright/test";
import { HEADERLESS_PORT } from "../../playwright.config";

// The test server applies public/headers.json, written by the build for static hosts; the one
// on HEADERLESS_PORT serves the same build with no headers at all, as GitHub Pages does, so
// only the policy each page carries in its <meta> protects it there.
const HEADERLESS = `http://localhost:${HEADERLESS_PORT}`;

const recordViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const consoleViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
};

test("pages are served with the security headers", async ({ request }) => {
  const response = await request.get("/fr/");
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

for (const [server, origin] of [
  ["with the host's headers", ""],
  ["with no headers, by its own <meta> policy", HEADERLESS],
] as const) {
  for (const language of ["fr", "en"] as const) {
    test(`/${language}/ breaks no CSP rule while loading, browsing and sending the form, served ${server}`, async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      await page.route("https://api.emailjs.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/plain", body: "OK" }),
      );
      await page.goto(`${origin}/${language}/`);
      await page.getByRole("button", { name: /thème|theme/i }).click();
      await page.getByRole("tab").nth(2).click();
      await page.locator("#contact").scrollIntoViewIfNeeded();

      const form = page.locator("#contact form");
      await form.getByRole("textbox", { name: /nom|name/i }).fill("Alex");
      await form.getByRole("textbox", { name: /e-mail/i }).fill("alex@example.com");
      await form.getByRole("textbox", { name: /message/i }).fill("Bonjour");
      await form.getByRole("button").click();
      await expect(page.getByRole("status")).toContainText(
        language === "fr" ? "Votre message a été envoyé" : "Your message has been sent",
      );

      await page
        .getByRole("banner")
        .getByRole("link", { name: /anglais|French/ })
        .click();
      await expect(page.locator("html")).not.toHaveAttribute("lang", language);
      expect(await violations()).toEqual([]);
    });
  }
}

for (const [server, origin] of [
  ["with the host's headers", ""],
  ["with no headers, by its own <meta> policy", HEADERLESS],
] as const) {
  test(`a case study breaks no CSP rule while loading, switching theme and language, served ${server}`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto(`${origin}/fr/projets/loi-cadre/`);
    await page.getByRole("button", { name: /thème|theme/i }).click();
    await page.locator("#screens").scrollIntoViewIfNeeded();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /anglais/ })
      .click();
    await expect(page).toHaveURL(/\/en\/projects\/loi-cadre\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await violations()).toEqual([]);
  });
}

test("served with no headers, each page carries the policy first in its <head>", async ({
  request,
  page,
}) => {
  for (const path of [
    "/fr/",
    "/en/",
    "/fr/projets/loi-cadre/",
    "/en/projects/loi-cadre/",
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
    expect(head.policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(head.policy).toContain("connect-src 'self' https://api.emailjs.com");
    // A <meta> policy cannot forbid framing; browsers would warn about it in the console.
    expect(head.policy).not.toContain("frame-ancestors");
  }
});

for (const language of ["fr", "en"] as const) {
  test(`served with no headers, an inline script injected into /${language}/ does not run`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
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
    expect(await violations()).toEqual(
      expect.arrayContaining([expect.stringMatching(/script-src/)]),
    );
  });
}
