import { expect, test, type Page } from "@playwright/test";
import {
  collectConsoleProblems,
  DESKTOP,
  expectAllRevealed,
  gridColumnCount,
  LANGUAGES,
  openPage,
  PHONE,
  revealStates,
  scrollToBottom,
  scrollToY,
  shownRevealItems,
  strings,
  bringNearViewport,
  bringIntoView,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

const fr = strings(DEFAULT_LANGUAGE);

/** Selects a tab by a script click, so the page does not scroll to it. */
const selectTabInPlace = (page: Page, tab: string) =>
  page.evaluate((id) => document.getElementById(`tab-${id}`)!.click(), tab);

test.describe("hero", () => {
  test.use({ viewport: DESKTOP });

  for (const language of LANGUAGES) {
    test(`the CV link opens the ${language} PDF in a new tab`, async ({
      page,
      context,
      request,
    }) => {
      await openPage(page, language);
      const link = page.getByRole("link", { name: strings(language).home.cv });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", new RegExp(`^/cv/[^/]+-${language}\\.pdf$`));

      const href = (await link.getAttribute("href"))!;
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect.poll(() => tab.url()).toMatch(new RegExp(`${href.replace(/\./g, "\\.")}$`));
      expect(page.url()).toMatch(new RegExp(`/${language}/$`));
    });
  }

  test("the Projects button goes to the showcase", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    await page.getByRole("link", { name: fr.home.projects }).click();
    await expect(page).toHaveURL(/#showcase$/);
    await expect(page.locator("#showcase-title")).toBeInViewport();
  });

  for (const [width, shown] of [
    [1280, true],
    [768, true],
    [767, false],
    [390, false],
  ] as const) {
    test(`the social rail is ${shown ? "shown" : "hidden"} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, DEFAULT_LANGUAGE);
      const rail = page.getByRole("navigation", { name: fr.a11y.socialLinks });
      if (shown) {
        await expect(rail).toBeVisible();
        await expect(rail.getByRole("link")).toHaveCount(3);
        for (const link of await rail.getByRole("link").all()) await expect(link).toBeInViewport();
      } else {
        await expect(rail).toBeHidden();
      }
    });
  }
});

test.describe("showcase tabs", () => {
  test.use({ viewport: DESKTOP });

  const TABS = ["projects", "certifications", "stacks"] as const;

  /** The selected tab is the only one selected, focusable and with its panel shown. */
  async function expectSelected(page: Page, selected: (typeof TABS)[number]) {
    for (const tab of TABS) {
      const isSelected = tab === selected;
      const tabElement = page.getByRole("tab", { name: fr.portfolio.tabs[tab] });
      await expect(tabElement).toHaveAttribute("aria-selected", String(isSelected));
      await expect(tabElement).toHaveAttribute("tabindex", isSelected ? "0" : "-1");
      await expect(tabElement).toHaveAttribute("aria-controls", `panel-${tab}`);
      const panel = page.locator(`#panel-${tab}`);
      await expect(panel).toHaveRole("tabpanel");
      if (isSelected) {
        await expect(panel).toBeVisible();
        await expect(tabElement).toBeFocused();
      } else {
        await expect(panel).toBeHidden();
      }
    }
  }

  test("start on projects; arrows wrap, Home and End go to the ends", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    await expect(page.getByRole("tablist")).toHaveAccessibleName(fr.portfolio.title);
    await expect(page.getByRole("tab")).toHaveText(TABS.map((tab) => fr.portfolio.tabs[tab]));
    await expect(page.getByRole("tab", { selected: true })).toHaveText(fr.portfolio.tabs.projects);
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "panel-projects");

    await page.getByRole("tab", { name: fr.portfolio.tabs.projects }).focus();
    await expectSelected(page, "projects");
    const steps = [
      ["ArrowRight", "certifications"],
      ["ArrowRight", "stacks"],
      ["ArrowRight", "projects"],
      ["ArrowLeft", "stacks"],
      ["ArrowLeft", "certifications"],
      ["End", "stacks"],
      ["Home", "projects"],
      ["ArrowLeft", "stacks"],
    ] as const;
    for (const [key, tab] of steps) {
      await page.keyboard.press(key);
      await expectSelected(page, tab);
    }
  });

  test("Tab leaves the tab list for the shown panel", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    await page.getByRole("tab", { name: fr.portfolio.tabs.certifications }).click();
    await expectSelected(page, "certifications");
    await page.keyboard.press("Tab");
    await expect(page.locator("#panel-certifications")).toBeFocused();
  });
});

test.describe("layout", () => {
  for (const language of LANGUAGES) {
    test(`${language}: nothing overflows a phone screen sideways`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openPage(page, language);
      await page.getByRole("tablist").evaluate((list) => list.scrollIntoView({ block: "center" }));
      for (const tab of await page.getByRole("tab").all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
      }
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBe(width);
      }
    });
  }

  for (const width of [768, 1024, 1280]) {
    test(`the social rail covers no content at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, DEFAULT_LANGUAGE);
      const rail = page.getByRole("navigation", { name: fr.a11y.socialLinks });
      const railRight = await rail.evaluate((element) => element.getBoundingClientRect().right);
      const content = page.locator(
        ":is(main, footer) :is(h1, h2, h3, h4, p, li, a, img, label, input, textarea):visible",
      );
      // Where the text, picture or field itself starts (a centred line's box starts further left).
      const lefts = await content.evaluateAll((elements) =>
        elements
          // Not the form's honeypot, which is off screen on purpose (contact/honeypot.tsx).
          .filter(
            (element) =>
              !element.closest("nav, [inert]") && element.getBoundingClientRect().width > 1,
          )
          .map((element) => {
            if (element.matches("img, input, textarea"))
              return element.getBoundingClientRect().left;
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().left;
          }),
      );
      expect(lefts.length).toBeGreaterThan(50);
      expect(Math.min(...lefts)).toBeGreaterThan(railRight + 8);
    });
  }
});

test.describe("grids", () => {
  for (const [width, columns] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`skills: ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, DEFAULT_LANGUAGE);
      await expect.poll(() => gridColumnCount(page.getByTestId("skills-grid"))).toBe(columns);
    });
  }

  for (const [width, columns] of [
    [390, 2],
    [700, 3],
    [800, 4],
    [1280, 5],
  ] as const) {
    test(`stacks: ${columns} columns at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, DEFAULT_LANGUAGE);
      await selectTabInPlace(page, "stacks");
      const grid = page.getByTestId("stack-grid");
      await expect(grid).toBeVisible();
      await expect.poll(() => gridColumnCount(grid)).toBe(columns);
    });
  }
});

test.describe("reveal on scroll", () => {
  test.use({ viewport: DESKTOP });

  test("the 30 stacks wait below the fold and are all shown once scrolled to", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    await selectTabInPlace(page, "stacks");
    const stacks = page.locator("#panel-stacks [data-reveal]");
    await expect(stacks).toHaveCount(30);
    await expect(page.locator("#panel-stacks")).toBeVisible();
    expect((await revealStates(stacks)).every((state) => state.opacity === "0")).toBe(true);

    await scrollToBottom(page);
    await expectAllRevealed(stacks, 30);
    await expect(stacks.first()).toContainText("Java");
    await expect(stacks.last()).toContainText("GitHub");
  });

  test("timeline entries, experience cards and projects are shown once scrolled to", async ({
    page,
  }) => {
    await openPage(page, SECOND_LANGUAGE);
    await bringNearViewport(page, "#experience");
    const below = page.locator("#experience [data-reveal]");
    expect((await revealStates(below)).some((state) => state.opacity === "0")).toBe(true);
    await scrollToBottom(page);
    await expectAllRevealed(shownRevealItems(page));
    // Scrolling back up hides nothing again (a re-hide would happen within a few frames).
    await scrollToY(page, 0);
    await page.waitForTimeout(300);
    expect((await revealStates(shownRevealItems(page))).every((s) => s.opacity === "1")).toBe(true);
  });

  test("the timeline line fills with the scroll, clamped to 0-100%", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    await bringIntoView(page, "#timeline");
    const fill = page.getByTestId("timeline-fill");
    const fillRatio = () =>
      fill.evaluate((element) => {
        const line = element.parentElement!.getBoundingClientRect();
        return element.getBoundingClientRect().height / line.height;
      });
    /** Puts the given fraction of the timeline at the fill's reference line (98% of the viewport). */
    const scrollTimelineTo = (fraction: number) =>
      fill.evaluate((element, at) => {
        const box = element.parentElement!.parentElement!.getBoundingClientRect();
        const y = window.scrollY + box.top + box.height * at - window.innerHeight * 0.98;
        window.scrollTo({ top: y, behavior: "instant" });
      }, fraction);

    await scrollToY(page, 0);
    await expect.poll(fillRatio).toBe(0);
    await scrollTimelineTo(0.25);
    await expect.poll(fillRatio).toBeCloseTo(0.25, 1);
    await scrollTimelineTo(0.5);
    await expect.poll(fillRatio).toBeCloseTo(0.5, 1);
    await scrollTimelineTo(1.5);
    await expect.poll(fillRatio).toBe(1);
    await scrollToBottom(page);
    await expect.poll(fillRatio).toBe(1);
    await scrollToY(page, 0);
    await expect.poll(fillRatio).toBe(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("every entry, card, project, certification and stack is shown, every panel open", async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await expect(page.locator("#timeline [data-reveal]")).not.toHaveCount(0);
    await expect(page.locator("#experience [data-reveal]")).not.toHaveCount(0);
    await expectAllRevealed(page.locator("#panel-projects [data-reveal]"), 4);
    await expectAllRevealed(page.locator("#panel-certifications [data-reveal]"), 4);
    await expectAllRevealed(page.locator("#panel-stacks [data-reveal]"), 30);
    await expectAllRevealed(page.locator("[data-reveal]"));
    for (const id of ["projects", "certifications", "stacks"]) {
      await expect(page.locator(`#panel-${id}`)).toBeVisible();
    }
    const fill = page.getByTestId("timeline-fill");
    await expect(fill).toHaveCSS(
      "height",
      await fill.evaluate((e) => getComputedStyle(e.parentElement!).height),
    );
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: DESKTOP });

  test("everything is shown at once, nothing moves", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    const settled = async () =>
      (await revealStates(shownRevealItems(page))).every((s) => s.opacity === "1" && !s.moved);
    expect(await settled()).toBe(true);
    for (const tab of ["certifications", "stacks"]) {
      await selectTabInPlace(page, tab);
      await expect(page.locator(`#panel-${tab}`)).toBeVisible();
      expect(await settled()).toBe(true);
    }
    await expect(page.locator(".animate-scroll-cue")).toHaveCSS("animation-name", "none");
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "auto");
  });
});

test.describe("links and footer", () => {
  test.use({ viewport: DESKTOP });

  for (const language of LANGUAGES) {
    test(`${language}: every external link opens a new tab without leaking the page`, async ({
      page,
    }) => {
      await openPage(page, language);
      const newTabLinks = page.locator("a[target=_blank]");
      expect(await newTabLinks.count()).toBeGreaterThan(5);
      for (const link of await newTabLinks.all()) {
        const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
        expect(rel, (await link.getAttribute("href")) ?? "").toEqual(
          expect.arrayContaining(["noopener", "noreferrer"]),
        );
      }
      for (const link of await page.locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("target", "_blank");
      }
    });

    test(`${language}: the footer shows the year, the rights and a mailto link`, async ({
      page,
    }) => {
      await openPage(page, language);
      const footer = page.getByRole("contentinfo");
      const year = new Date().getFullYear();
      await expect(footer).toContainText(`© ${year}`);
      await expect(footer).toContainText(strings(language).footer.rights);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute(
        "href",
        /^mailto:[^@\s]+@[^@\s]+$/,
      );
      await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    });
  }
});

test.describe("console", () => {
  test.use({ viewport: DESKTOP });

  for (const language of LANGUAGES) {
    test(`${language}: no error or warning while loading and scrolling`, async ({ page }) => {
      const problems = await collectConsoleProblems(page);
      await openPage(page, language);
      await scrollToBottom(page);
      await expectAllRevealed(shownRevealItems(page));
      await scrollToY(page, 0);
      await page.setViewportSize(PHONE);
      await scrollToBottom(page);
      expect(problems.messages).toEqual([]);
    });
  }
});
