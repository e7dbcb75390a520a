// The page works without JavaScript (what a language switch keeps: language-switch.spec.ts).
import { expect, test } from "@playwright/test";
import { strings, DEFAULT_LANGUAGE } from "./fixtures";

const fr = strings(DEFAULT_LANGUAGE);
const SMALL_PHONE = { width: 375, height: 740 };

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: SMALL_PHONE });

  test("the page is dark, controls that need scripts are not shown, every panel is open", async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
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
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.locator("header summary").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: fr.navbar.contact }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact-title")).toBeInViewport();
  });
});
