import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  DESKTOP,
  expectAllRevealed,
  LANGUAGES,
  openPage,
  scrollToBottom,
  shownRevealItems,
  THEMES,
  storeTheme,
} from "./fixtures";

/** Runs axe-core on the page (or a part of it) and lists each violation with the elements at fault. */
async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(({ id, help, nodes }) => ({
    id,
    help,
    nodes: nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  }));
}

test.use({ viewport: DESKTOP });

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`/${language}/ in the ${theme} theme has no axe violation once scrolled through`, async ({
      page,
    }) => {
      await storeTheme(page, theme);
      await openPage(page, language);
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await scrollToBottom(page);
      await expectAllRevealed(shownRevealItems(page));
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const theme of THEMES) {
  test(`the certifications and stacks panels in the ${theme} theme have no axe violation`, async ({
    page,
  }) => {
    await storeTheme(page, theme);
    await openPage(page, "fr");
    for (const tab of ["certifications", "stacks"]) {
      await page.locator(`#tab-${tab}`).click();
      const panel = page.locator(`#panel-${tab}`);
      await expect(panel).toBeVisible();
      await scrollToBottom(page);
      await expectAllRevealed(panel.locator("[data-reveal]"));
      expect(await violations(page, "#showcase")).toEqual([]);
    }
  });
}

for (const theme of THEMES) {
  test(`keyboard focus is outlined in the ${theme} theme`, async ({ page }) => {
    await storeTheme(page, theme);
    await openPage(page, "fr");
    // The skip link, then the first link of the navigation bar.
    for (let press = 0; press < 2; press += 1) await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe("solid");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
}

test("the open mobile menu has no axe violation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "en");
  await page.locator("header summary").click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await violations(page, "header")).toEqual([]);
});
