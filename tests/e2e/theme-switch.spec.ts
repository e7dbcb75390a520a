import { expect, type Locator, type Page } from "@playwright/test";
import { strings, test, waitForHydration, DEFAULT_LANGUAGE, SECOND_LANGUAGE } from "./fixtures";
import { THEME_SWITCHING_MS } from "../../src/config/constants";

// The theme switch as a view transition (src/theme/apply-theme.ts, global.css): what it relies
// on. Speed is measured by the bench (npm run bench, "Interactions"), never here.

interface SwitchRecord {
  /** The transient class, each time <html>'s classes changed. */
  switching: boolean[];
  /** The view transition's animations once it is ready: pseudo-element, duration. */
  animations: string[];
  /** The body's own transition duration while the class was on. */
  bodyTransitions: string[];
}

const themeButton = (page: Page) => page.getByRole("button", { name: /theme|thème/ });

/**
 * From the next switch on, records the class, the view transition's animations (read once the
 * browser has set them up: on a busy machine the fade may start after the class has gone) and
 * the body's transitions.
 */
async function recordSwitch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record: SwitchRecord = { switching: [], animations: [], bodyTransitions: [] };
    (window as unknown as { switchRecord: SwitchRecord }).switchRecord = record;
    const root = document.documentElement;
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = (update) => {
      const transition = start(update);
      void transition.ready.then(() => {
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null;
          if (!effect?.pseudoElement?.startsWith("::view-transition")) continue;
          record.animations.push(`${effect.pseudoElement} ${effect.getTiming().duration}`);
        }
      });
      return transition;
    };
    const watch = () => {
      if (!root.classList.contains("theme-switching")) return;
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

/** A cross-fade long enough for the test to act during it, on any machine. */
const lengthenCrossFade = (page: Page) =>
  page.addStyleTag({
    content: "::view-transition-old(root) { animation-duration: 60s !important; }",
  });

/** Whether the theme's cross-fade is running. */
const crossFading = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          (animation.effect as KeyframeEffect | null)?.pseudoElement ===
            "::view-transition-old(root)",
      ),
  );

/** How a visitor taps: a finger on a phone, or a mouse. */
const INPUTS = ["touch", "mouse"] as const;
type Input = (typeof INPUTS)[number];
const PHONE = { width: 412, height: 823 };

/**
 * Brings what the locator matches to the middle of the viewport at once (the page scrolls
 * smoothly to an address's anchor: the tests do not use one) and returns its middle.
 */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  return middleOf(locator);
}

/** The middle of what the locator matches, in the viewport, as laid out now. */
async function middleOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A real tap at a point of the viewport, by touch or with the mouse: the browser finds what is
 * there itself (no check beforehand that the element would get it, as locator.tap makes).
 */
async function tapAt(page: Page, input: Input, { x, y }: { x: number; y: number }) {
  if (input === "touch") await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const fr = strings(DEFAULT_LANGUAGE);

test.describe("theme switch", () => {
  test("cross-fades the page for as long as the transient class stays, with no transition on its elements", async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await recordSwitch(page);
    await themeButton(page).click();
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/theme-switching/, { timeout: 5000 });
    // The picture of the page before fades out over the page itself, which is no picture.
    await expect
      .poll(async () => (await switchRecord(page)).animations)
      .toEqual([`::view-transition-old(root) ${THEME_SWITCHING_MS}`]);
    const record = await switchRecord(page);
    expect(record.switching).toEqual([true, false]);
    expect(new Set(record.bodyTransitions)).toEqual(new Set(["0s"]));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("under reduced motion, switches at once, with no view transition and the class still marking it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/${SECOND_LANGUAGE}/`);
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
    await page.goto(`/${SECOND_LANGUAGE}/`);
    await waitForHydration(page);
    await lengthenCrossFade(page);
    await themeButton(page).click();
    await expect.poll(() => crossFading(page)).toBe(true);

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
    expect(await crossFading(page)).toBe(true);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("a second tap before the first switch is on screen switches back", async ({ page }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
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

/** The other controls a visitor may tap while the theme switches, and what the tap does. */
const CONTROLS: {
  name: string;
  control: (page: Page) => Locator;
  tapped: (page: Page, control: Locator) => Promise<void>;
}[] = [
  {
    name: "a link",
    control: (page) => page.locator("#home").getByRole("link", { name: fr.home.projects }),
    tapped: (page) => expect(page).toHaveURL(/#showcase$/),
  },
  {
    name: "a showcase tab",
    control: (page) => page.getByRole("tab", { name: fr.portfolio.tabs.certifications }),
    tapped: async (page, tab) => {
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(page.locator("#panel-certifications")).toBeVisible();
    },
  },
  {
    name: "the phone menu",
    control: (page) => page.locator("header summary"),
    tapped: (page) =>
      expect(
        page.locator("#mobile-menu").getByRole("link", { name: fr.navbar.contact }),
      ).toBeVisible(),
  },
  {
    name: "a form field",
    control: (page) => page.locator("#contact input[name=name]"),
    tapped: async (_page, field) => expect(field).toBeFocused(),
  },
];

/** How long each switch's update waits, in slowTakingPicture. */
const SLOW_PICTURE_MS = 1500;

/**
 * Makes the browser take the picture before each theme switch slowly, as a slow phone does: the
 * update waits SLOW_PICTURE_MS before it runs. Until it has run, the browser suppresses the
 * page's rendering and sends every pointer event to <html>. In the page, `takingPicture` says
 * when that is, and `pressesWhileTakingPicture` counts the presses made meanwhile.
 */
const slowTakingPicture = (page: Page) =>
  page.addInitScript((waitMs) => {
    const state = window as unknown as {
      takingPicture: boolean;
      pressesWhileTakingPicture: number;
    };
    state.takingPicture = false;
    state.pressesWhileTakingPicture = 0;
    addEventListener(
      "pointerdown",
      () => {
        if (state.takingPicture) state.pressesWhileTakingPicture += 1;
      },
      true,
    );
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (update) {
      return start.call(this, async () => {
        state.takingPicture = true;
        await new Promise((done) => setTimeout(done, waitMs));
        state.takingPicture = false;
        await (typeof update === "function" ? update() : update?.update?.());
      });
    };
  }, SLOW_PICTURE_MS);

/** Waits until the browser is taking the picture (no frame is rendered then: polled on a timer). */
const whileTakingPicture = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { takingPicture: boolean }).takingPicture,
    undefined,
    { polling: 10 },
  );

// Two taps on the theme button end where they began, and a tap on anything else while the
// theme switches does what it does at any other time (src/theme/apply-theme.ts,
// presses-while-capturing.ts). Real taps, by touch and with the mouse, on a 412 px phone; the
// waits between them are real ones.
for (const input of INPUTS) {
  test.describe(`taps while the theme switches (${input})`, () => {
    test.use({ viewport: PHONE, hasTouch: input === "touch" });

    for (const gap of [100, 250]) {
      test(`two taps on the theme button ${gap} ms apart end in the theme they began in`, async ({
        page,
      }) => {
        await page.goto(`/${DEFAULT_LANGUAGE}/`);
        await waitForHydration(page);
        const button = await middleOf(themeButton(page));
        await tapAt(page, input, button);
        await page.waitForTimeout(gap);
        await tapAt(page, input, button);
        await expectDarkAgain(page);
      });
    }

    for (const { name, control, tapped } of CONTROLS) {
      test(`${name} tapped during the cross-fade does what it does otherwise`, async ({ page }) => {
        await page.goto(`/${DEFAULT_LANGUAGE}/`);
        await waitForHydration(page);
        await lengthenCrossFade(page);
        const target = control(page);
        const point = await centre(target);
        await tapAt(page, input, await middleOf(themeButton(page)));
        await expect.poll(() => crossFading(page)).toBe(true);
        await tapAt(page, input, point);
        await tapped(page, target);
        // Still cross-fading: the tap was made during it.
        expect(await crossFading(page)).toBe(true);
      });
    }

    // Before the fade starts, while the browser takes its picture of the page. Chromium holds a
    // finger's tap until it has (the tap then comes during the fade); a mouse press comes at once.
    const duringPicture = input === "mouse" ? "while the picture is taken" : "right after";
    const targets = [
      {
        name: "the theme button again",
        control: themeButton,
        tapped: expectDarkAgain,
      },
      ...CONTROLS,
    ];
    for (const { name, control, tapped } of targets) {
      test(`${name}, tapped ${duringPicture} on a slow phone, does what it does otherwise`, async ({
        page,
      }) => {
        await slowTakingPicture(page);
        await page.goto(`/${DEFAULT_LANGUAGE}/`);
        await waitForHydration(page);
        const target = control(page);
        const point = await centre(target);
        await tapAt(page, input, await middleOf(themeButton(page)));
        await whileTakingPicture(page);
        await tapAt(page, input, point);
        await tapped(page, target);
        if (input === "mouse") {
          expect(
            await page.evaluate(
              () =>
                (window as unknown as { pressesWhileTakingPicture: number })
                  .pressesWhileTakingPicture,
            ),
            "the press came while the picture was taken",
          ).toBe(1);
        }
      });
    }
  });
}

/** Once every switch is over, the page is dark again, as it began. */
async function expectDarkAgain(page: Page): Promise<void> {
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/theme-switching/, { timeout: 5000 });
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveCSS("color-scheme", "dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
}
