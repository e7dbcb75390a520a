// The frame every page shares, on both kinds of page: the owner's name in the top bar, a link
// named for where it leads, and the footer's last line, which the floating theme button must
// never cover on a phone.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { load } from "js-yaml";
import {
  CASE_STUDY_IDS,
  LANGUAGES,
  caseStudyPagePath,
  scrollToBottom,
  strings,
  test,
  waitForHydration,
  type Language,
} from "./fixtures";

const OWNER = (
  load(readFileSync(join(__dirname, "../../content/site.yaml"), "utf8")) as {
    name: string;
  }
).name;
const caseStudy = (language: Language) => caseStudyPagePath(language, CASE_STUDY_IDS[0]!);
const ownerLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: OWNER });

for (const language of LANGUAGES) {
  const { homeLink, homePageLink } = strings(language).a11y;

  test(`/${language}/: the owner's name goes back to the top of the page, and says so`, async ({
    page,
  }) => {
    await page.goto(`/${language}/#contact`);
    await waitForHydration(page);
    const link = ownerLink(page);
    await expect(link).toHaveAccessibleName(homeLink.replace("{{name}}", OWNER));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${language}/#home$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`${caseStudy(language)}: the owner's name leads to the home page, and says so`, async ({
    page,
  }) => {
    await page.goto(caseStudy(language));
    await waitForHydration(page);
    const link = ownerLink(page);
    await expect(link).toHaveAccessibleName(homePageLink.replace("{{name}}", OWNER));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${language}/#home$`));
    await waitForHydration(page);
    await expect(page.locator("section#home")).toBeInViewport();
  });
}

/** The boxes of the footer's last line (one per line it wraps onto) and of the theme button. */
async function footerEndAndButton(page: Page, rights: string) {
  const lines = await page
    .getByRole("contentinfo")
    .locator("p", { hasText: rights })
    .evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      return [...range.getClientRects()].map(({ left, right, top, bottom }) => ({
        left,
        right,
        top,
        bottom,
      }));
    });
  const { x, y, width, height } = (await page
    .getByRole("button", { name: /theme|thème/ })
    .boundingBox())!;
  return { lines, button: { left: x, right: x + width, top: y, bottom: y + height } };
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 }, hasTouch: true, isMobile: true });

    for (const language of LANGUAGES) {
      for (const path of [`/${language}/`, caseStudy(language)]) {
        test(`${path}: the footer's last line is clear of the theme button`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          await scrollToBottom(page);
          const rights = strings(language).footer.rights;
          const { lines, button } = await footerEndAndButton(page, rights);
          expect(lines.length).toBeGreaterThan(0);
          for (const line of lines) {
            const overlaps =
              line.left < button.right &&
              button.left < line.right &&
              line.top < button.bottom &&
              button.top < line.bottom;
            expect(overlaps, JSON.stringify({ line, button })).toBe(false);
          }
        });
      }
    }
  });
}
