import { expect, test } from "@playwright/test";
import {
  DESKTOP,
  expectAllRevealed,
  LANGUAGES,
  openPage,
  SECTION_IDS,
  strings,
  storeTheme,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
  caseStudyPagePath,
} from "./fixtures";

test.use({ viewport: DESKTOP });

/** An A4 page is about 800 CSS pixels wide: the medium breakpoint, where the rail shows on screen. */
const A4_WIDTH = { width: 800, height: 1100 };

for (const language of LANGUAGES) {
  test(`/${language}/ printed: no navigation, every section and panel shown`, async ({ page }) => {
    const t = strings(language);
    // The dark theme is the default: printing must still give dark text on white.
    await storeTheme(page, "dark");
    await openPage(page, language);
    await page.emulateMedia({ media: "print" });

    await expect(page.getByRole("navigation", { name: t.a11y.mainNavigation })).toBeHidden();
    await expect(page.getByRole("navigation", { name: t.a11y.socialLinks })).toBeHidden();
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.locator("header")).toBeHidden();
    await expect(page.getByRole("button", { name: t.a11y.switchToLight })).toBeHidden();
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    for (const tab of ["projects", "certifications", "stacks"]) {
      await expect(page.locator(`#panel-${tab}`)).toBeVisible();
    }
    // Nothing was scrolled to: entries still waiting for their reveal print anyway.
    await expectAllRevealed(page.locator("#panel-stacks [data-reveal]"), 30);
    await expectAllRevealed(page.locator("#panel-certifications [data-reveal]"), 4);
    await expectAllRevealed(page.locator("[data-reveal]"));

    // The rail is not printed: no room is kept for it, every block starts at the same margin.
    await page.setViewportSize(A4_WIDTH);
    const lefts = await page
      .locator("#home-title, main h2, footer > div > :first-child p")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(new Set(lefts).size, lefts.join(", ")).toBe(1);

    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(page.locator("body")).toHaveCSS("color", "rgb(0, 0, 0)");
  });
}

test("a case study printed: no navigation, every part shown, the addresses of its links written out", async ({
  page,
}) => {
  await storeTheme(page, "dark");
  await page.goto(`${caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre")}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Case studies" })).toBeHidden();
  // The way back to the projects, at the top and at the bottom: nothing to follow on paper.
  const back = page.locator(`main a[href="/${SECOND_LANGUAGE}/#loi-cadre"]`);
  await expect(back).toHaveCount(2);
  for (const link of await back.all()) await expect(link).toBeHidden();
  for (const id of ["context", "built", "results", "screens"]) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  // The screenshots are laid out on paper too (a browser loads lazy images before it prints).
  for (const image of await page.locator("main img").all()) await expect(image).toBeVisible();
  const repository = page.getByRole("link", { name: /Source code/ });
  const written = await repository.evaluate((link) => getComputedStyle(link, "::after").content);
  expect(written).toContain("https://github.com/");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});

test("the printout is the same in both themes: dark text on white", async ({ browser }) => {
  /** Text, background and border colours of everything printed, as the browser computes them. */
  const printedColours = async (theme: "dark" | "light") => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await storeTheme(page, theme);
    await openPage(page, DEFAULT_LANGUAGE);
    await page.emulateMedia({ media: "print" });
    const colours = await page.locator("body").evaluate((body) =>
      [body, ...body.querySelectorAll("main *, footer *")].map((element) => {
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()}#${element.id}`;
        return `${name} ${style.color} on ${style.backgroundColor}, border ${style.borderTopColor}`;
      }),
    );
    await page.close();
    return colours;
  };
  const [dark, light] = await Promise.all([printedColours("dark"), printedColours("light")]);
  expect(dark.length).toBeGreaterThan(100);
  expect(dark).toEqual(light);
});
