// A site of more languages than two, as an editor makes one (scripts/languages-site.mjs, in a
// copy of the project): German, Hebrew and Polish added with `npm run language:add` and
// published, Hebrew right to left, Polish with letters the CV's font lacks, Italian added and
// left unpublished. Served on its own port (the
// `languages` project of playwright.config.ts). Every list of languages here is read from
// that site's own content/languages.yaml.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import {
  CASE_STUDY_IDS,
  caseStudyPagePath,
  DESKTOP,
  layoutShift,
  PHONE,
  recordLayoutShift,
  registryAt,
  test,
  waitForHydration,
  type RegistryLanguage,
} from "./fixtures";
import { BUILD_OUTPUT, TRANSLATED } from "../../scripts/lib/languages-site-words.mjs";
import { jsonResumeProblems } from "../json-resume-schema";
import { open, tapLanguageLink, visitorsChrome, wasPrerendered } from "./prerender";
import { catalogEntry } from "./pdf-tags";

const SITE = join(__dirname, "../../test-sites/languages");
const REGISTRY = registryAt(SITE);
const PUBLISHED = REGISTRY.filter((language) => language.published);
const UNPUBLISHED = REGISTRY.filter((language) => !language.published);
const [DEFAULT] = PUBLISHED as [RegistryLanguage, ...RegistryLanguage[]];
const RIGHT_TO_LEFT = PUBLISHED.find((language) => language.dir === "rtl")!;
const caseStudyPath = (code: string, id: string) => caseStudyPagePath(code, id, REGISTRY);
/** The page in each published language: the home page and a case study. */
const PAGES = [
  (code: string) => `/${code}/`,
  (code: string) => caseStudyPath(code, CASE_STUDY_IDS[0]!),
];

/** The UI strings of a language of that site, as its locale file holds them. */
const siteStrings = (code: string) =>
  JSON.parse(readFileSync(join(SITE, `locales/${code}/translation.json`), "utf8")) as {
    a11y: Record<"chooseLanguage" | "languageNavigation" | "switchToLight", string>;
    home: { cv: string; greeting: string };
  };

const chooser = (page: Page) => page.locator("header details.language-list");
const summary = (page: Page) => chooser(page).locator("summary");

test("the site's languages are those of its registry: three published and one not, Hebrew right to left", () => {
  expect(PUBLISHED.length).toBeGreaterThanOrEqual(3);
  expect(UNPUBLISHED.length).toBeGreaterThanOrEqual(1);
  expect(RIGHT_TO_LEFT).toBeDefined();
});

for (const language of PUBLISHED) {
  test(`/${language.code}/ and its case studies are built, in ${language.code} and ${language.dir}`, async ({
    request,
  }) => {
    for (const pathIn of PAGES) {
      const response = await request.get(pathIn(language.code));
      expect(response.status(), pathIn(language.code)).toBe(200);
      const html = await response.text();
      // `dir` written for a right-to-left language only: left to right is the default.
      const dir = language.dir === "rtl" ? ` dir="rtl"` : "";
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${language.code}"${dir}[ >]`));
    }
  });

  test(`every page of /${language.code}/ names every published language's version, itself and x-default`, async ({
    request,
  }) => {
    for (const pathIn of PAGES) {
      const html = await (await request.get(pathIn(language.code))).text();
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
      ].map(([, hreflang, href]) => [hreflang, new URL(href!).pathname]);
      expect(alternates).toEqual([
        ...PUBLISHED.map(({ code }) => [code, pathIn(code)]),
        ["x-default", pathIn(DEFAULT.code)],
      ]);
      const og = (property: string) =>
        [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]+)"`, "g"))].map(
          ([, content]) => content,
        );
      expect(og("og:locale")).toEqual([language.ogLocale]);
      expect(og("og:locale:alternate")).toEqual(
        PUBLISHED.filter(({ code }) => code !== language.code).map(({ ogLocale }) => ogLocale),
      );
    }
  });
}

test("the sitemap lists every page in every published language, each with every alternate", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = xml.split("<url>").slice(1);
  const locs = urls.map((url) => new URL(/<loc>(.*?)<\/loc>/.exec(url)![1]!).pathname);
  const pages = ["/", ...CASE_STUDY_IDS.map((id) => id)];
  expect(locs).toHaveLength(pages.length * PUBLISHED.length);
  for (const { code } of PUBLISHED) expect(locs).toContain(`/${code}/`);
  for (const url of urls) {
    const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map(([, hreflang]) => hreflang);
    expect(hreflangs).toEqual([...PUBLISHED.map(({ code }) => code), "x-default"]);
  }
  for (const { code } of UNPUBLISHED) expect(xml).not.toContain(`/${code}/`);
});

for (const language of UNPUBLISHED) {
  test(`the unpublished /${language.code}/ is left out: no page, no link, and its address leads to the default language`, async ({
    page,
    request,
  }) => {
    expect((await request.get(`/${language.code}/`)).status()).toBe(404);
    expect((await request.get(caseStudyPath(language.code, CASE_STUDY_IDS[0]!))).status()).toBe(
      404,
    );
    await page.goto(`/${language.code}/`);
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT.code}/$`));
    await waitForHydration(page);
    await expect(page.locator(`a[hreflang="${language.code}"]`)).toHaveCount(0);
    await expect(page.locator(`link[hreflang="${language.code}"]`)).toHaveCount(0);
  });
}

test("an unknown address under a language's folder leads to that language's home page", async ({
  page,
}) => {
  const [, second] = PUBLISHED;
  await page.goto(`/${second!.code}/no-such-page/#contact`);
  await expect(page).toHaveURL(new RegExp(`/${second!.code}/#contact$`));
  await expect(page.locator("html")).toHaveAttribute("lang", second!.code);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the chooser is a list of every published language at ${viewport.width} px, each under its own name, the current one marked, by touch and by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    await page.goto(`/${DEFAULT.code}/`);
    await waitForHydration(page);
    expect(await layoutShift(page)).toBe(0);
    const strings = siteStrings(DEFAULT.code);
    await expect(
      page.getByRole("navigation", { name: strings.a11y.languageNavigation }),
    ).toHaveCount(1);
    await expect(summary(page)).toHaveAccessibleName(
      `${DEFAULT.code.toUpperCase()} ${strings.a11y.chooseLanguage}`,
    );
    // Closed, nothing of the list is seen, reached by keyboard or read.
    const links = chooser(page).getByRole("link");
    await expect(links).toHaveCount(0);
    const bar = async () => {
      const boxes = await page
        .locator("header nav > *, main")
        .evaluateAll((elements) =>
          elements.map((element) => JSON.stringify(element.getBoundingClientRect())),
        );
      return boxes;
    };
    const barBefore = await bar();
    await summary(page).click();
    await expect(links).toHaveCount(PUBLISHED.length - 1);
    for (const language of PUBLISHED) {
      const item = chooser(page).locator(`[lang="${language.code}"]`);
      await expect(item).toHaveText(language.name);
      if (language.code === DEFAULT.code) {
        await expect(item).toHaveAttribute("aria-current", "true");
      } else {
        await expect(item).toHaveAttribute("hreflang", language.code);
        await expect(item).toHaveAttribute("rel", "alternate");
        await expect(item).toHaveAttribute("href", `/${language.code}/`);
      }
    }
    await expect(chooser(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(links).toHaveCount(0);
    await expect(summary(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(links.nth(1)).toBeFocused();
    // Opening it moved nothing: it opens over the page.
    expect(await bar()).toEqual(barBefore);
  });
}

test("without JavaScript the list opens and its links lead to the pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${DEFAULT.code}/`);
  await summary(page).click();
  const [, second] = PUBLISHED;
  await chooser(page).getByRole("link", { name: second!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${second!.code}/$`));
  await expect(page.locator("html")).toHaveAttribute("lang", second!.code);
  await context.close();
});

test("a switch through the list keeps the typed text, the chosen tab, the hash, the theme and the focus", async ({
  page,
}) => {
  const to = PUBLISHED.find(({ code }) => code !== DEFAULT.code && code !== RIGHT_TO_LEFT.code)!;
  // Its greeting is translated (scripts/languages-site.mjs): the page shown is its own.
  const greeting = siteStrings(to.code).home.greeting;
  expect(greeting).not.toBe(siteStrings(DEFAULT.code).home.greeting);
  await page.goto(`/${DEFAULT.code}/`);
  await waitForHydration(page);
  await page.locator("#contact-name").fill("Ada Lovelace");
  await page.locator("#tab-stacks").click();
  await page.getByRole("button", { name: siteStrings(DEFAULT.code).a11y.switchToLight }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.evaluate(() => {
    document.getElementById("contact")!.scrollIntoView({ behavior: "instant" });
    history.replaceState(history.state, "", "#contact");
  });
  await summary(page).click();
  await chooser(page).getByRole("link", { name: to.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${to.code}/#contact$`));
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", to.code);
  await expect(page.locator("#home")).toContainText(greeting);
  await expect(page.locator("#contact-name")).toHaveValue("Ada Lovelace");
  await expect(page.locator("#tab-stacks")).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(summary(page)).toBeFocused();
});

test.describe("the prerender", () => {
  const { newPage, openWithPrerendered } = visitorsChrome();

  for (const reads of [...PUBLISHED.slice(1).map(({ code }) => code), "ja"]) {
    // A reader of none of the site's languages gets the first in its order.
    const expected = PUBLISHED.find(({ code }) => code === reads)?.code ?? PUBLISHED[1]!.code;
    test(`goes to the language the reader ranks first: a reader of ${reads} on /${DEFAULT.code}/ gets /${expected}/`, async ({
      baseURL,
    }) => {
      const page = await newPage(reads);
      await openWithPrerendered(page, `${baseURL}/${DEFAULT.code}/`, `${baseURL}/${expected}/`);
      const marked = await page.$$eval("a[data-prerender-target]", (links) =>
        links.map((link) => link.getAttribute("hreflang")),
      );
      expect(marked).toEqual([expected]);
      await page.tap("header details.language-list summary");
      await tapLanguageLink(page, expected);
      expect(await wasPrerendered(page)).toBe(true);
      await open(page, `${baseURL}/${expected}/`);
    });
  }
});

test("each published language has its JSON Resume, and a CV where the build can draw it", async ({
  page,
  request,
}) => {
  // What the site's build said, its lines unwrapped.
  const buildSaid = readFileSync(join(SITE, BUILD_OUTPUT), "utf8").replace(/\s+/g, " ");
  for (const language of PUBLISHED) {
    await page.goto(`/${language.code}/`);
    const resumeHref = await page
      .locator('head link[rel="alternate"][type="application/json"]')
      .getAttribute("href");
    const resume = await (await request.get(resumeHref!)).json();
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.meta.language).toBe(language.code);
    const cvPath = `/cv/cv-camille-laurent-${language.code}.pdf`;
    const cv = await request.get(cvPath);
    const cvLink = page.getByRole("link", { name: siteStrings(language.code).home.cv });
    const card = page.locator('head meta[property="og:image"]');
    const undrawn = TRANSLATED[language.code]?.undrawn;
    if (undrawn) {
      // Its layout or its letters are beyond the libraries and the font: no CV nor card, no
      // link to them, and the build said why.
      expect(buildSaid).toContain(undrawn);
      expect(buildSaid).toContain(undrawn.replace("no CV PDF", "no share cards"));
      expect(cv.status()).toBe(404);
      await expect(cvLink).toHaveCount(0);
      await expect(card).toHaveCount(0);
    } else {
      expect(buildSaid).not.toMatch(new RegExp(`\\b${language.code}( \\([^)]*\\))?: no CV PDF`));
      await expect(card).toHaveCount(1);
      expect(cv.status()).toBe(200);
      expect(catalogEntry(await cv.body(), "Lang")).toBe(language.code);
      await expect(cvLink).toHaveAttribute("href", cvPath);
    }
  }
});

test("a right-to-left page is laid out mirrored; its addresses stay left to right", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const box = async (code: string, selector: string) => {
    await page.goto(`/${code}/`);
    await waitForHydration(page);
    return (await page.locator(selector).first().boundingBox())!;
  };
  const middle = DESKTOP.width / 2;
  // The brand starts the bar, the theme button ends the page's corner, the timeline runs on the
  // reading side: at the left in a left-to-right page, at the right in a right-to-left one.
  for (const selector of ["header nav > a", "#timeline ol > li"]) {
    expect((await box(DEFAULT.code, selector)).x).toBeLessThan(middle);
    const mirrored = await box(RIGHT_TO_LEFT.code, selector);
    expect(mirrored.x + mirrored.width).toBeGreaterThan(middle);
  }
  // The floating theme button sits in the other bottom corner.
  const themeButton = (code: string) =>
    page.getByRole("button", { name: siteStrings(code).a11y.switchToLight });
  await page.goto(`/${DEFAULT.code}/`);
  expect((await themeButton(DEFAULT.code).boundingBox())!.x).toBeGreaterThan(middle);
  await page.goto(`/${RIGHT_TO_LEFT.code}/`);
  expect((await themeButton(RIGHT_TO_LEFT.code).boundingBox())!.x).toBeLessThan(middle);
  const email = page.locator("#contact a[href^='mailto:']");
  expect(await email.evaluate((link) => getComputedStyle(link).direction)).toBe("ltr");
  expect(
    await page.locator("#contact").evaluate((section) => getComputedStyle(section).direction),
  ).toBe("rtl");
});
