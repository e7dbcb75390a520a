import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CONTACT_FIELDS, SEND_TIMEOUT_MS } from "../../src/config/contact-form";
import {
  DESKTOP,
  expectAllRevealed,
  LANGUAGES,
  openPage,
  scrollToBottom,
  shownRevealItems,
  THEMES,
  storeTheme,
  waitForHydration,
  caseStudyPagePath,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
  otherLanguage,
} from "./fixtures";

/**
 * WCAG 2.2 AA and axe's best practices. Rules such as target-size (2.5.8) run only when their
 * tag is asked for, so the tags are listed rather than left to axe's defaults.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe-core on the page (or a part of it) and lists each violation with the elements at fault. */
async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
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
      // A whole-page run of every WCAG 2.2 AA and best-practice rule takes 10-25 s on a busy
      // two-core machine: more than the default 30 s once the page is scrolled through.
      test.slow();
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

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`the ${language} case study in the ${theme} theme has no axe violation`, async ({
      page,
    }) => {
      test.slow();
      await storeTheme(page, theme);
      await page.goto(caseStudyPagePath(language, "fleet-app"));
      await waitForHydration(page);
      await scrollToBottom(page);
      expect(await violations(page)).toEqual([]);
    });
  }
}

for (const [language, theme] of LANGUAGES.flatMap((l) => THEMES.map((t) => [l, t] as const))) {
  test(`/${language}/: the certifications and stacks panels in the ${theme} theme have no axe violation`, async ({
    page,
  }) => {
    await storeTheme(page, theme);
    await openPage(page, language);
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
    await openPage(page, DEFAULT_LANGUAGE);
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

for (const theme of THEMES) {
  test(`the contact form's characters left and slow-send message in the ${theme} theme have no axe violation`, async ({
    page,
  }) => {
    await page.clock.install();
    await storeTheme(page, theme);
    await page.route("https://api.emailjs.com/**", () => new Promise<void>(() => undefined));
    await openPage(page, DEFAULT_LANGUAGE);
    await page.locator("#contact-name").fill("a".repeat(CONTACT_FIELDS.name.maxLength - 3));
    await page.locator("#contact-email").fill("zoe@example.org");
    await page.locator("#contact-message").fill("Bonjour");
    await page.locator("#contact button[type='submit']").click();
    await page.clock.runFor(SEND_TIMEOUT_MS);
    await expect(page.locator("#contact [role='status'] a")).toBeVisible();
    await expect(page.locator("#contact-name-left")).toBeVisible();
    expect(await violations(page, "#contact")).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

test("the open mobile menu has no axe violation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, SECOND_LANGUAGE);
  await page.locator("header summary").click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  expect(await violations(page, "header")).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`/${language}/: every link and button's name starts with its visible label (2.5.3)`, async ({
    page,
  }) => {
    await openPage(page, language);
    const mismatches = await page.evaluate(() => {
      const nameOf = (element: Element) => {
        const label = element.getAttribute("aria-label");
        return (label ?? (element as HTMLElement).textContent ?? "").replace(/\s+/g, " ").trim();
      };
      return [...document.querySelectorAll("a, button")]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({
          visible: (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
          name: nameOf(element),
        }))
        .filter(
          ({ visible, name }) => visible && !name.toLowerCase().startsWith(visible.toLowerCase()),
        );
    });
    expect(mismatches).toEqual([]);
    // The language link, named after a sentence only until now, starts with its code.
    const other = otherLanguage(language).toUpperCase();
    await expect(
      page.getByRole("banner").getByRole("link", { name: new RegExp(`^${other}\\b`) }),
    ).toBeVisible();
  });
}
