import { expect, test, type Page } from "@playwright/test";

// The test server applies public/headers.json, written by the build for static hosts.

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

for (const language of ["fr", "en"] as const) {
  test(`/${language}/ breaks no CSP rule while loading, browsing and sending the form`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.route("https://api.emailjs.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/plain", body: "OK" }),
    );
    await page.goto(`/${language}/`);
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
