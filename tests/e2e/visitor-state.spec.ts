// What a visitor did survives a language switch, and the page works without JavaScript.
import { expect, test } from "@playwright/test";
import { bringIntoView, openPage, strings, waitForHydration } from "./fixtures";

const fr = strings("fr");
const en = strings("en");
const SMALL_PHONE = { width: 375, height: 740 };

test("a language switch keeps the typed text, the chosen tab and the focus on the toggle", async ({
  page,
}) => {
  await openPage(page, "fr");
  await bringIntoView(page, "#contact");
  const typed = { name: "Ada Lovelace", email: "ada@example.org", message: "Bonjour, parlons-en." };
  await page.locator("#contact-name").fill(typed.name);
  await page.locator("#contact-email").fill(typed.email);
  await page.locator("#contact-message").fill(typed.message);
  await bringIntoView(page, "#showcase");
  await page.getByRole("tab", { name: fr.portfolio.tabs.certifications }).click();

  // With the keyboard: focus the toggle, press Enter.
  await page.locator('header a[hreflang="en"]').focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/$/);
  await waitForHydration(page);

  await expect(page.locator("#contact-name")).toHaveValue(typed.name);
  await expect(page.locator("#contact-email")).toHaveValue(typed.email);
  await expect(page.locator("#contact-message")).toHaveValue(typed.message);
  await expect(page.getByRole("tab", { name: en.portfolio.tabs.certifications })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.locator("#panel-certifications")).toBeVisible();
  await expect(page.locator('header a[hreflang="fr"]')).toBeFocused();
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: SMALL_PHONE });

  test("the page is dark, controls that need scripts are not shown, every panel is open", async ({
    page,
  }) => {
    await page.goto("/fr/");
    await expect(page.locator("html")).toHaveClass(/(^| )dark( |$)/);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
    // The body's colour, drawn to read it as RGB (the stylesheet gives it in oklch): dark.
    const [red, green, blue] = await page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(document.body).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red! + green! + blue!).toBeLessThan(100);
    await expect(page.getByRole("button", { name: fr.a11y.switchToLight })).toBeHidden();
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const panel of ["projects", "certifications", "stacks"]) {
      await expect(page.locator(`#panel-${panel}`)).toBeVisible();
    }
  });

  test("the phone menu opens and leads to a section", async ({ page }) => {
    await page.goto("/fr/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.locator("header summary").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: fr.navbar.contact }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact-title")).toBeInViewport();
  });
});
