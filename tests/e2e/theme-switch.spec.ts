import { expect, type Page } from "@playwright/test";
import { test, waitForHydration } from "./fixtures";
import { THEME_SWITCHING_MS } from "../../src/config/constants";

// The theme switch as a view transition (src/theme/apply-theme.ts, global.css): what it relies
// on. Speed is measured by the bench (npm run bench, "Interactions"), never here.

interface SwitchRecord {
  /** The transient class, each time <html>'s classes changed. */
  switching: boolean[];
  /** The view transition's animations seen while the class was on: pseudo-element, duration. */
  animations: string[];
  /** The body's own transition duration while the class was on. */
  bodyTransitions: string[];
}

const themeButton = (page: Page) => page.getByRole("button", { name: /theme|thème/ });

/** From the next switch on, records the class, the animations and the body's transitions. */
async function recordSwitch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record: SwitchRecord = { switching: [], animations: [], bodyTransitions: [] };
    (window as unknown as { switchRecord: SwitchRecord }).switchRecord = record;
    const root = document.documentElement;
    const watch = () => {
      if (!root.classList.contains("theme-switching")) return;
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        if (!effect?.pseudoElement?.startsWith("::view-transition")) continue;
        const seen = `${effect.pseudoElement} ${effect.getTiming().duration}`;
        if (!record.animations.includes(seen)) record.animations.push(seen);
      }
      record.bodyTransitions.push(getComputedStyle(document.body).transitionDuration);
      requestAnimationFrame(watch);
    };
    new MutationObserver(() => {
      const switching = root.classList.contains("theme-switching");
      if (record.switching.at(-1) === switching) return;
      record.switching.push(switching);
      if (switching) requestAnimationFrame(watch);
    }).observe(root, { attributeFilter: ["class"] });
  });
}

const switchRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { switchRecord: SwitchRecord }).switchRecord);

test.describe("theme switch", () => {
  test("cross-fades the page for as long as the transient class stays, with no transition on its elements", async ({
    page,
  }) => {
    await page.goto("/fr/");
    await waitForHydration(page);
    await recordSwitch(page);
    await themeButton(page).click();
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/theme-switching/, { timeout: 5000 });
    const record = await switchRecord(page);
    expect(record.switching).toEqual([true, false]);
    expect(record.animations).toEqual(
      expect.arrayContaining([
        `::view-transition-old(root) ${THEME_SWITCHING_MS}`,
        `::view-transition-new(root) ${THEME_SWITCHING_MS}`,
      ]),
    );
    expect(new Set(record.bodyTransitions)).toEqual(new Set(["0s"]));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("under reduced motion, switches at once, with no view transition and the class still marking it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en/");
    await waitForHydration(page);
    await recordSwitch(page);
    await themeButton(page).click();
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS("color-scheme", "light");
    await expect(html).not.toHaveClass(/theme-switching/, { timeout: 5000 });
    const record = await switchRecord(page);
    expect(record.switching).toEqual([true, false]);
    expect(record.animations).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("the page stays readable and usable while it switches", async ({ page }) => {
    await page.goto("/en/");
    await waitForHydration(page);
    // A cross-fade long enough for the test to act during it, on any machine.
    await page.addStyleTag({
      content:
        "::view-transition-old(root), ::view-transition-new(root) { animation-duration: 60s !important; }",
    });
    const crossFading = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === "running" &&
              (animation.effect as KeyframeEffect | null)?.pseudoElement ===
                "::view-transition-new(root)",
          ),
      );
    await themeButton(page).click();
    await expect.poll(crossFading).toBe(true);

    // The page reads in its new theme: the cross-fade's new picture is the live page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Keys reach the page: a showcase tab chosen with the keyboard.
    const name = (await page.getByRole("tab", { selected: false }).first().textContent())!;
    const tab = page.getByRole("tab", { name });
    await tab.focus();
    await page.keyboard.press("Enter");
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    // The page scrolls.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(scrolled);
    expect(await crossFading()).toBe(true);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("a second tap before the first switch is on screen switches back", async ({ page }) => {
    await page.goto("/fr/");
    await waitForHydration(page);
    await themeButton(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/theme-switching/, { timeout: 5000 });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS("color-scheme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });
});
