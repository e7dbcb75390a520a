import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { load } from "js-yaml";
import { PORTRAIT_SIZE } from "../../src/config/constants";
import {
  DESKTOP,
  openPage,
  PHONE,
  storeTheme,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

interface ProjectEntry {
  id: string;
  image?: string;
  repository?: string;
  demo?: string;
}
const projects = load(
  readFileSync(join(__dirname, "../../content/projects.yaml"), "utf8"),
) as ProjectEntry[];

/** The `type`s of a <picture>'s sources. */
const sourceTypes = (picture: Locator) =>
  picture.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("type")));

/** Lightness (0-255) of an element's background colour, painted on a canvas (Tailwind's are oklch). */
const backgroundLightness = (element: Locator) =>
  element.evaluate((node) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / 3;
  });

test.describe("the owner's portrait", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is sized, in AVIF and WebP, and loaded first without a scroll at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, DEFAULT_LANGUAGE);
      const portrait = page.getByTestId("owner-portrait").locator("img");
      await expect(portrait).toBeInViewport();
      await expect(portrait).toHaveAttribute("width", String(PORTRAIT_SIZE));
      await expect(portrait).toHaveAttribute("height", String(PORTRAIT_SIZE));
      // Lazy, so the first frame shows the text without waiting for the photo's decode; on
      // the first screen it still loads at once, at high priority, with no scroll needed.
      await expect(portrait).toHaveAttribute("loading", "lazy");
      await expect(portrait).toHaveAttribute("fetchpriority", "high");
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(portrait).toHaveAttribute("alt", /Camille Laurent/);
      expect(await sourceTypes(page.getByTestId("owner-portrait").locator("picture"))).toEqual(
        expect.arrayContaining(["image/avif", "image/webp"]),
      );
      // The file the browser chose is a small modern one, and the image is square on screen.
      const shown = await portrait.evaluate((image: HTMLImageElement) => ({
        url: image.currentSrc,
        width: image.getBoundingClientRect().width,
        height: image.getBoundingClientRect().height,
      }));
      expect(shown.url).toMatch(/\.(avif|webp)$/);
      expect(shown.width).toBe(shown.height);
      const bytes = (await (await page.request.get(shown.url)).body()).length;
      expect(bytes).toBeLessThan(30_000);
    });
  }
});

test.describe("project cards", () => {
  test.use({ viewport: DESKTOP });

  test("each card has its anchor, screenshot and links as in projects.yaml", async ({ page }) => {
    await openPage(page, SECOND_LANGUAGE);
    for (const project of projects) {
      const card = page.locator(`li#${project.id}`);
      await expect(card.getByRole("link", { name: /./ }).first()).toHaveAttribute(
        "href",
        `#${project.id}`,
      );
      const screenshot = card.locator("picture img");
      if (project.image) {
        await expect(screenshot).toHaveAttribute("width", /\d+/);
        await expect(screenshot).toHaveAttribute("height", /\d+/);
        await expect(screenshot).toHaveAttribute("alt", /Screenshot of/);
        expect(await sourceTypes(card.locator("picture"))).toEqual(
          expect.arrayContaining(["image/avif", "image/webp"]),
        );
      } else {
        await expect(screenshot).toHaveCount(0);
      }
      for (const [key, label] of [
        ["repository", "Source code"],
        ["demo", "Live demo"],
      ] as const) {
        const link = card.locator(`a[data-project-link="${key}"]`);
        if (!project[key]) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute("href", project[key]);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(new RegExp(`^${label} of `));
      }
    }
  });
});

test.describe("school and company logos", () => {
  test("a logo file is shown as WebP; without one, the organization's initials", async ({
    page,
  }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    const timeline = page.locator("#timeline li");
    await expect(timeline.nth(0).locator("img")).toHaveAttribute("src", /\.webp$/);
    await expect(timeline.nth(0).getByTestId("initials-badge")).toHaveCount(0);
    // The baccalaureate has no logo: Lycée Henri-IV.
    await expect(timeline.nth(2).locator("img")).toHaveCount(0);
    await expect(timeline.nth(2).getByTestId("initials-badge")).toHaveText("LH");
    // The internship at Fabrikam has no logo either.
    const internship = page.locator("#experience article").nth(2);
    await expect(internship.getByTestId("initials-badge")).toHaveText("F");
  });
});

test.describe("grids in both themes", () => {
  for (const width of [768, 1280]) {
    test(`the last skills card is not left alone on its row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, DEFAULT_LANGUAGE);
      const grid = page.getByTestId("skills-grid");
      const gridWidth = (await grid.boundingBox())!.width;
      const last = (await grid.locator(":scope > li").last().boundingBox())!;
      expect(Math.round(last.width)).toBe(Math.round(gridWidth));
    });
  }

  test("stack tiles are dark on the dark theme, light on the light one", async ({ page }) => {
    for (const theme of ["dark", "light"] as const) {
      await storeTheme(page, theme);
      await openPage(page, DEFAULT_LANGUAGE);
      await page.locator("#tab-stacks").click();
      const lightness = await backgroundLightness(
        page.getByTestId("stack-grid").locator("li").first(),
      );
      if (theme === "dark") expect(lightness).toBeLessThan(64);
      else expect(lightness).toBeGreaterThan(192);
    }
  });
});
