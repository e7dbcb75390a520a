import { expect, test, type Page } from "@playwright/test";
import {
  DESKTOP,
  expectAllRevealed,
  openPage,
  PHONE,
  scrollToY,
  strings,
  waitForHydration,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

const fr = strings(DEFAULT_LANGUAGE);
const en = strings(SECOND_LANGUAGE);

const mainNavigation = (page: Page, t = fr) =>
  page.getByRole("navigation", { name: t.a11y.mainNavigation });
/** The links marked as the one being read, among those a visitor can see. */
const currentLinks = (page: Page) => mainNavigation(page).locator('a[aria-current="true"]:visible');

test.describe("active link", () => {
  test.use({ viewport: DESKTOP });

  /** Scrolls so that the section's top sits at 40% of the viewport: it fills the middle band. */
  const readSection = (page: Page, id: string) =>
    page.evaluate((sectionId) => {
      const section = document.getElementById(sectionId)!;
      const top = section.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight * 0.4, behavior: "instant" });
    }, id);

  test("follows the section in the middle of the viewport while scrolling", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    const steps = [
      ["about", fr.navbar.about],
      ["experience", fr.navbar.experience],
      ["showcase", fr.navbar.projects],
      ["contact", fr.navbar.contact],
      ["experience", fr.navbar.experience],
      ["home", fr.navbar.home],
    ] as const;
    for (const [section, label] of steps) {
      await readSection(page, section);
      await expect(currentLinks(page)).toHaveCount(1);
      await expect(currentLinks(page)).toHaveText(label);
    }
  });

  test("a section without a link counts as the linked section above it", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    // Jumps straight there, as a reload or the browser's find does: no linked section crossed.
    await readSection(page, "skills");
    await expect(currentLinks(page)).toHaveText(fr.navbar.experience);
    await readSection(page, "timeline");
    await expect(currentLinks(page)).toHaveText(fr.navbar.about);
  });

  test("follows the hash of a chosen link and of the address", async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE, "#experience");
    await expect(currentLinks(page)).toHaveText(fr.navbar.experience);

    const nav = mainNavigation(page);
    for (const [hash, label] of [
      ["#contact", fr.navbar.contact],
      ["#about", fr.navbar.about],
      ["#showcase", fr.navbar.projects],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      await expect(page.locator(hash)).toBeInViewport();
      await expect(currentLinks(page)).toHaveCount(1);
      await expect(currentLinks(page)).toHaveText(label);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: PHONE });

  // A <details> disclosure: its <summary> is the button, and the open state is the element's.
  const menuButton = (page: Page) => page.locator("header summary");
  const disclosure = (page: Page) => page.locator("header details");
  const menu = (page: Page) => page.locator("#mobile-menu");

  async function openMenu(page: Page) {
    await menuButton(page).click();
    await expect(disclosure(page)).toHaveAttribute("open");
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link").first()).toBeFocused();
  }

  async function expectClosed(page: Page) {
    await expect(disclosure(page)).not.toHaveAttribute("open");
    await expect(menu(page)).toBeHidden();
  }

  test.beforeEach(async ({ page }) => {
    await openPage(page, DEFAULT_LANGUAGE);
  });

  test("replaces the links on phones and names the menu it controls", async ({ page }) => {
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAccessibleName(fr.a11y.menu);
    await expect(mainNavigation(page).getByRole("link", { name: fr.navbar.about })).toHaveCount(0);
    await expectClosed(page);
    await openMenu(page);
    await expect(menu(page).getByRole("link")).toHaveText(Object.values(fr.navbar));
  });

  test("opens with focus on the first link and closes on Escape, focus back on the button", async ({
    page,
  }) => {
    await openMenu(page);
    await expect(menu(page).getByRole("link").first()).toHaveText(fr.navbar.home);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();

    // The keyboard alone opens it too.
    await page.keyboard.press("Enter");
    await expect(disclosure(page)).toHaveAttribute("open");
    await expect(menu(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });

  /**
   * Dispatches, in the very task that focuses the menu's first link as it opens, an Escape on
   * that link or a tap on the page outside the menu: React has not yet re-rendered for the
   * opening then (the toggle event's update is not a discrete one), as on a busy phone when the
   * key or the tap comes right after the menu's.
   */
  async function actWhenItOpens(page: Page, act: "escape" | "tap outside") {
    await page.evaluate((act) => {
      const menuElement = document.getElementById("mobile-menu");
      const onOpen = (event: FocusEvent) => {
        if (!(event.target instanceof Node) || !menuElement?.contains(event.target)) return;
        document.removeEventListener("focusin", onOpen);
        if (act === "escape") {
          event.target.dispatchEvent(
            new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
          );
        } else {
          document
            .querySelector("main p")!
            .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
        }
      };
      document.addEventListener("focusin", onOpen);
    }, act);
    await menuButton(page).click();
  }

  test("closes on an Escape pressed the moment it opens, focus back on the button", async ({
    page,
  }) => {
    await actWhenItOpens(page, "escape");
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });

  test("closes on a tap outside it the moment it opens", async ({ page }) => {
    await actWhenItOpens(page, "tap outside");
    await expectClosed(page);
  });

  test("closes when Tab leaves it, so focus never walks out of an open menu", async ({ page }) => {
    await openMenu(page);
    const links = menu(page).getByRole("link");
    const count = await links.count();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
      await expect(menu(page)).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expectClosed(page);
  });

  test("closes on a click outside", async ({ page }) => {
    await openMenu(page);
    await page.mouse.click(40, PHONE.height - 150);
    await expectClosed(page);
  });

  test("closes on choosing a link, which leads to its section", async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole("link", { name: fr.navbar.about }).click();
    await expectClosed(page);
    await expect(page).toHaveURL(/#about$/);
    await expect(page.locator("#about-title")).toBeInViewport();
  });

  test("closes when the hash changes (browser back)", async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole("link", { name: fr.navbar.experience }).click();
    await expect(page).toHaveURL(/#experience$/);
    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANGUAGE}/$`));
    await expectClosed(page);
  });

  test("closes when the language changes", async ({ page }) => {
    await openMenu(page);
    // The open menu stays open while the address changes language under it.
    await page.evaluate(() =>
      (document.querySelector("header a[hreflang]") as HTMLElement).click(),
    );
    await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/$`));
    await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
    await expectClosed(page);
    await expect(menuButton(page)).toHaveAccessibleName(en.a11y.menu);
  });
});

test.describe("keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("the first Tab reaches the skip link, which moves focus to the content", async ({
    page,
  }) => {
    await openPage(page, DEFAULT_LANGUAGE);
    const skipLink = page.getByRole("link", { name: fr.a11y.skipToContent });
    await page.keyboard.press("Tab");
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    expect((await skipLink.boundingBox())!.width).toBeGreaterThan(50);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("main") !== null))
      .toBe(true);
  });
});

test.describe("deep links", () => {
  test.use({ viewport: DESKTOP });

  /** The element's top is on screen and below the fixed navigation bar. */
  const expectBelowNavbar = async (page: Page, selector: string) => {
    await expect
      .poll(() =>
        page.evaluate((target) => {
          const top = document.querySelector(target)!.getBoundingClientRect().top;
          const navBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
          return top >= navBottom && top < window.innerHeight;
        }, selector),
      )
      .toBe(true);
  };

  test(`/${DEFAULT_LANGUAGE}/#fleet-app scrolls the project card into view`, async ({ page }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/#fleet-app`);
    await waitForHydration(page);
    const card = page.locator("#fleet-app");
    await expect(card).toBeInViewport();
    await expectBelowNavbar(page, "#fleet-app");
    await expectAllRevealed(card, 1);
    await expect(page.getByRole("tab", { name: fr.portfolio.tabs.projects })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test(`/${DEFAULT_LANGUAGE}/#projects lands on the showcase`, async ({ page }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/#projects`);
    await waitForHydration(page);
    await expect(page.getByRole("tablist")).toBeInViewport();
    await expectBelowNavbar(page, "#showcase-title");
  });

  test("a section link scrolls to its section from anywhere", async ({ page }) => {
    await openPage(page, SECOND_LANGUAGE);
    await scrollToY(page, 0);
    await mainNavigation(page, en)
      .getByRole("link", { name: en.navbar.contact, exact: true })
      .click();
    await expect(page.locator("#contact-title")).toBeInViewport();
    await expectBelowNavbar(page, "#contact-title");
  });
});
