// A project's case study, as a recruiter meets it: from the project's card (mouse, keyboard,
// phone), read in either language, switched, shared (its head), linked to a heading, left for
// the previous or next one or back to the showcase; without JavaScript too; under a path prefix.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { load } from "js-yaml";
import {
  collectConsoleProblems,
  DESKTOP,
  expectScrollSettled,
  LANGUAGES,
  layoutShift,
  PHONE,
  PREFIX_TAG,
  recordLayoutShift,
  scrollToBottom,
  test,
  waitForHydration,
  type Language,
  otherLanguage,
  caseStudyPagePath,
  inLanguage,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

/** The projects as content editors wrote them in content/projects.yaml (the fields used here). */
interface ProjectYaml {
  id: string;
  title: Record<Language, string>;
  description: Record<Language, string>;
  repository?: string;
  caseStudy?: { role: Record<Language, string> };
}
const projects = load(
  readFileSync(join(__dirname, "../../content/projects.yaml"), "utf8"),
) as ProjectYaml[];
const caseStudies = projects.filter((project) => project.caseStudy);
const site = load(readFileSync(join(__dirname, "../../content/site.yaml"), "utf8")) as {
  name: string;
  siteUrl: string;
};

const caseStudyPath = (language: Language, id: string) => caseStudyPagePath(language, id);

/** The UI strings of the case study pages, as editors wrote them. */
const caseStudyStrings = (language: Language) =>
  (
    JSON.parse(
      readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"),
    ) as {
      caseStudy: Record<
        "back" | "context" | "built" | "results" | "media" | "previous" | "next" | "read" | "pager",
        string
      >;
      a11y: { mainNavigation: string };
    }
  ).caseStudy;

/** The card of a project in the home page's showcase, and its link to the case study. */
const caseStudyLink = (page: Page, id: string, language: Language) =>
  page.locator(`#${id}`).getByRole("link", {
    name: new RegExp(`^${caseStudyStrings(language).read}`),
  });

const fleet = projects.find((project) => project.id === "fleet-app")!;

test("every sample project has a case study: four pages a language", () => {
  expect(caseStudies.map((project) => project.id)).toEqual([
    "loi-cadre",
    "expense-tracker",
    "booking-app",
    "fleet-app",
  ]);
});

for (const language of LANGUAGES) {
  const t = caseStudyStrings(language);

  test(
    `/${language}/: a project's card leads to its case study, with the mouse`,
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      const problems = await collectConsoleProblems(page);
      await page.goto(`${pathPrefix}/${language}/#fleet-app`);
      await waitForHydration(page);
      const link = caseStudyLink(page, "fleet-app", language);
      // Its name says which project it leads to, for a screen reader reading links alone.
      await expect(link).toHaveAccessibleName(new RegExp(inLanguage(fleet.title, language)));
      await link.click();
      await expect(page).toHaveURL(`${pathPrefix}${caseStudyPath(language, "fleet-app")}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        inLanguage(fleet.title, language),
      );
      for (const title of [t.context, t.built, t.results, t.media]) {
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      }
      expect(problems.messages).toEqual([]);
    },
  );

  test(
    `/${language}/: the language toggle leads to the same case study in the other language, keeping the hash`,
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      // On a busy phone: the page's events come in whatever order the machine's load gives.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${pathPrefix}${caseStudyPath(language, "booking-app")}#results`);
      await waitForHydration(page);
      // The visitor switches once the deep link has landed, reading the results. Until then the
      // page is still scrolling itself there (smoothly: global.css), and a switch carries the
      // place it has reached, wherever that is.
      await expect(
        page.getByRole("heading", { level: 2, name: caseStudyStrings(language).results }),
      ).toBeInViewport({ ratio: 1 });
      await expectScrollSettled(page);
      await page.locator(`header a[hreflang="${otherLanguage(language)}"]`).click();
      await expect(page).toHaveURL(
        `${pathPrefix}${caseStudyPath(otherLanguage(language), "booking-app")}#results`,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", otherLanguage(language));
      const bookingApp = projects.find((project) => project.id === "booking-app")!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        inLanguage(bookingApp.title, otherLanguage(language)),
      );
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: caseStudyStrings(otherLanguage(language)).results,
        }),
      ).toBeInViewport();
    },
  );

  test(
    `/${language}/: back to the showcase, and the previous and next case studies`,
    PREFIX_TAG,
    async ({ page, pathPrefix }) => {
      const [first, second] = caseStudies;
      const last = caseStudies.at(-1)!;
      const pager = (p: Page) => p.getByRole("navigation", { name: t.pager });

      await page.goto(`${pathPrefix}${caseStudyPath(language, first!.id)}`);
      await waitForHydration(page);
      // The first has no previous one; its next is the second of content/projects.yaml.
      await expect(pager(page).getByRole("link", { name: new RegExp(t.previous) })).toHaveCount(0);
      await pager(page)
        .getByRole("link", { name: new RegExp(t.next) })
        .click();
      await expect(page).toHaveURL(`${pathPrefix}${caseStudyPath(language, second!.id)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        inLanguage(second!.title, language),
      );
      await pager(page)
        .getByRole("link", { name: new RegExp(t.previous) })
        .click();
      await expect(page).toHaveURL(`${pathPrefix}${caseStudyPath(language, first!.id)}`);

      await page.goto(`${pathPrefix}${caseStudyPath(language, last.id)}`);
      await waitForHydration(page);
      await expect(pager(page).getByRole("link", { name: new RegExp(t.next) })).toHaveCount(0);

      // Back to where the reader came from: the project's card in the showcase.
      await page.getByRole("link", { name: t.back }).first().click();
      await expect(page).toHaveURL(`${pathPrefix}/${language}/#${last.id}`);
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
      await expect(page.locator("#panel-projects")).toBeVisible();
    },
  );
}

test("the case study link is reached with the keyboard and followed with Enter", async ({
  page,
}) => {
  await page.goto(`/${SECOND_LANGUAGE}/#booking-app`);
  await waitForHydration(page);
  // From the card's title, the next stops are its links: the case study first.
  await page.locator("#booking-app h4 a").focus();
  await page.keyboard.press("Tab");
  await expect(caseStudyLink(page, "booking-app", SECOND_LANGUAGE)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(caseStudyPath(SECOND_LANGUAGE, "booking-app"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking system");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("a tap on the card's link opens the case study, readable without sideways scrolling", async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/#expense-tracker`);
    await waitForHydration(page);
    await caseStudyLink(page, "expense-tracker", DEFAULT_LANGUAGE).tap();
    await expect(page).toHaveURL(caseStudyPath(DEFAULT_LANGUAGE, "expense-tracker"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    // The menu's section links lead to the home page's sections.
    await page.locator("header summary").tap();
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact" }).tap();
    await expect(page).toHaveURL(`/${DEFAULT_LANGUAGE}/#contact`);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

/** The top of an element and the bottom of the fixed header, in the viewport. */
const landing = (page: Page, id: string) =>
  page.evaluate((target) => {
    return {
      top: document.getElementById(target)!.getBoundingClientRect().top,
      header: document.querySelector("header")!.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
    };
  }, id);

for (const [width, viewport] of [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test(`a deep link to a heading of a case study lands on it at ${width}, on a visit and a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const visit of ["visit", "reload"]) {
      if (visit === "visit")
        await page.goto(`${caseStudyPath(SECOND_LANGUAGE, "loi-cadre")}#results`);
      else await page.reload();
      await waitForHydration(page);
      await expect
        .poll(
          async () => {
            const { top, header, viewport: height } = await landing(page, "results");
            return top >= header - 1 && top <= height / 3;
          },
          { message: `${visit}: the heading below the fixed header, in the top third` },
        )
        .toBe(true);
    }
  });
}

for (const [width, viewport] of [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test(`a case study at ${width}: nothing moves while it loads, hydrates and is scrolled through`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    await page.goto(caseStudyPath(DEFAULT_LANGUAGE, "booking-app"));
    await waitForHydration(page);
    await scrollToBottom(page);
    // Every screenshot has arrived, in its reserved box.
    await expect
      .poll(() =>
        page
          .locator("main img")
          .evaluateAll(
            (images) => (images as HTMLImageElement[]).filter((image) => !image.complete).length,
          ),
      )
      .toBe(0);
    expect(await layoutShift(page)).toBe(0);
  });
}

test("a link to another project in a case study's text leads to that project's case study", async ({
  page,
}) => {
  await page.goto(caseStudyPath(DEFAULT_LANGUAGE, "loi-cadre"));
  await waitForHydration(page);
  const link = page.locator("#built").getByRole("link", { name: "système de gestion de flotte" });
  await expect(link).toHaveAttribute("href", caseStudyPath(DEFAULT_LANGUAGE, "fleet-app"));
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    inLanguage(fleet.title, DEFAULT_LANGUAGE),
  );
});

test(`an unknown project's address ends on /${DEFAULT_LANGUAGE}/, as every unknown address`, async ({
  page,
}) => {
  await page.goto(`${caseStudyPagePath(DEFAULT_LANGUAGE, "not-a-project")}`);
  await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANGUAGE}/$`));
  await expect(page.locator("#home")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`/${language}/: a case study reads whole, its screenshots sized`, async ({ page }) => {
      const t = caseStudyStrings(language);
      await page.goto(caseStudyPath(language, "loi-cadre"));
      const loiCadre = projects.find((project) => project.id === "loi-cadre")!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        inLanguage(loiCadre.title, language),
      );
      await expect(page.getByText(inLanguage(loiCadre.caseStudy!.role, language))).toBeVisible();
      for (const title of [t.context, t.built, t.results, t.media]) {
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      }
      await expect(page.locator("#results li")).toHaveCount(3);
      // Every picture declares its size, so nothing moves as it loads.
      const unsized = await page
        .locator("main img")
        .evaluateAll((images) =>
          images.filter((image) => !image.getAttribute("width") || !image.getAttribute("height")),
        );
      expect(unsized).toEqual([]);
      expect(await page.locator("main img").count()).toBe(3);
    });
  }

  test("the links work as the server wrote them: the other language's case study, the home page's sections", async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      await page.goto(caseStudyPath(language, "booking-app"));
      const banner = page.getByRole("banner");
      await expect(banner.locator(`a[hreflang="${otherLanguage(language)}"]`)).toHaveAttribute(
        "href",
        caseStudyPath(otherLanguage(language), "booking-app"),
      );
      await expect(banner.locator('a[href$="#contact"]').first()).toHaveAttribute(
        "href",
        `/${language}/#contact`,
      );
      await page.goto(`/${language}/`);
      await expect(banner.locator(`a[hreflang="${otherLanguage(language)}"]`)).toHaveAttribute(
        "href",
        `/${otherLanguage(language)}/`,
      );
      await expect(banner.locator('a[href$="#contact"]').first()).toHaveAttribute(
        "href",
        "#contact",
      );
    }
  });
});

/** The SEO tags of the page's <head>, as a crawler reads them. */
const headTags = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const meta = (property: string) =>
      document.head
        .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
        ?.getAttribute("content");
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta("description"),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute("href")),
      alternates: Object.fromEntries(
        all('link[rel="alternate"][hreflang]').map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
      ogType: meta("og:type"),
      ogImage: meta("og:image"),
      twitterImage: meta("twitter:image"),
      jsonLd: all('script[type="application/ld+json"]').map((script) =>
        JSON.parse(script.textContent!),
      ),
    };
  });

test.describe("the head a crawler or a link preview reads", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`/${language}/: title, description, canonical, alternates, share card and JSON-LD of the project`, async ({
      page,
    }) => {
      await page.goto(caseStudyPath(language, "fleet-app"));
      const url = (lang: Language) => `${site.siteUrl}${caseStudyPath(lang, "fleet-app")}`;
      const tags = await headTags(page);
      expect(tags).toMatchObject({
        lang: language,
        title: `${inLanguage(fleet.title, language)} · ${site.name}`,
        description: inLanguage(fleet.description, language),
        canonical: [url(language)],
        alternates: {
          fr: url(DEFAULT_LANGUAGE),
          en: url(SECOND_LANGUAGE),
          "x-default": url(DEFAULT_LANGUAGE),
        },
        ogType: "article",
        ogImage: `${site.siteUrl}/share-cards/${language}/fleet-app.png`,
        twitterImage: `${site.siteUrl}/share-cards/${language}/fleet-app.png`,
      });
      expect(tags.jsonLd).toEqual([
        expect.objectContaining({
          "@context": "https://schema.org",
          // The fleet app links no repository: a creative work, not source code.
          "@type": fleet.repository ? "SoftwareSourceCode" : "CreativeWork",
          name: inLanguage(fleet.title, language),
          url: url(language),
          inLanguage: language,
          author: {
            "@type": "Person",
            "@id": `${site.siteUrl}/#person`,
            name: site.name,
            url: `${site.siteUrl}/`,
          },
        }),
      ]);
    });
  }

  test("a project with a repository is described as source code", async ({ page }) => {
    const loiCadre = projects.find((project) => project.id === "loi-cadre")!;
    await page.goto(caseStudyPath(SECOND_LANGUAGE, "loi-cadre"));
    expect((await headTags(page)).jsonLd[0]).toMatchObject({
      "@type": "SoftwareSourceCode",
      codeRepository: loiCadre.repository,
    });
  });
});
