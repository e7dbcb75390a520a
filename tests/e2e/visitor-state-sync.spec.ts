// What the page shows and what it does agree after any navigation of the visit: the
// theme button offers the theme not shown after a prerendered switch; the message being typed
// lasts the visit (a case study and back, by the site's link or the browser's Back, a language
// switch prerendered or not, with its characters-left count) until it is sent.
import { expect, type Page as PlaywrightPage } from "@playwright/test";
import type { Page } from "puppeteer-core";
import { CHARACTERS_LEFT_SHOWN_AT, CONTACT_FIELDS } from "../../src/config/contact-form";
import {
  caseStudyPagePath,
  charactersLeftText,
  contactFields,
  LANGUAGES,
  strings,
  test,
  waitForHydration,
  type Language,
  type Theme,
  otherLanguage,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";
import { hydrated, tapLanguageLink, visitorsChrome, wasPrerendered } from "./prerender";

const otherTheme = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark");

/** A message long enough for its field to show the characters left (src/config/contact-form.ts). */
const MESSAGE_LENGTH = Math.ceil(CONTACT_FIELDS.message.maxLength * CHARACTERS_LEFT_SHOWN_AT) + 100;
const LEFT = CONTACT_FIELDS.message.maxLength - MESSAGE_LENGTH;
const TYPED = {
  name: "Zoë O'Brien",
  email: "zoe@example.org",
  message: "Bonjour, j'ai lu votre étude de cas : parlons-en.\n"
    .repeat(Math.ceil(MESSAGE_LENGTH / 40))
    .slice(0, MESSAGE_LENGTH),
};

/** Two frames on: what a change made as the page was shown has rendered. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe("in a visitor's Chrome, the page prerendered for the switch", () => {
  const { newPage, openWithPrerendered } = visitorsChrome();

  /** The theme button's name in `language` when it offers to switch to `to` (locales/). */
  const themeButtonName = (language: Language, to: Theme) =>
    strings(language).a11y[to === "light" ? "switchToLight" : "switchToDark"];

  /** The theme button, by its accessible name. */
  const themeButton = (language: Language, to: Theme) =>
    `::-p-aria([name="${themeButtonName(language, to)}"][role="button"])`;

  /** The icon the theme button shows: the drawing of its one path displayed. */
  const iconOf = (page: Page, selector: string) =>
    page.$eval(selector, (button) =>
      [...button.querySelectorAll("svg path")]
        .filter((path) => getComputedStyle(path).display !== "none")
        .map((path) => path.getAttribute("d"))
        .join(" | "),
    );

  /** Whether the page is shown light or dark: the colour scheme the browser renders it in. */
  const shownTheme = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

  const CASES: { from: Language; path: (language: Language) => string; theme: Theme }[] = [
    { from: DEFAULT_LANGUAGE, path: (language) => `/${language}/`, theme: "dark" },
    { from: SECOND_LANGUAGE, path: (language) => `/${language}/`, theme: "light" },
    {
      from: DEFAULT_LANGUAGE,
      path: (language) => caseStudyPagePath(language, "booking-app"),
      theme: "light",
    },
    {
      from: SECOND_LANGUAGE,
      path: (language) => caseStudyPagePath(language, "booking-app"),
      theme: "dark",
    },
  ];
  for (const { from, path, theme } of CASES) {
    const to = otherLanguage(from);
    const chosen = otherTheme(theme);
    test(`${path(from)} in ${theme}, the other page prerendered, the theme tapped (${theme} → ${chosen}), then the language: on ${path(to)} the theme button offers ${theme}`, async ({
      baseURL,
    }) => {
      const page = await newPage(to);
      // A returning visitor's choice, stored before the visit (never over the one made in it).
      await page.evaluateOnNewDocument((stored) => {
        if (!localStorage.getItem("theme")) localStorage.setItem("theme", stored);
      }, theme);
      await openWithPrerendered(page, `${baseURL}${path(from)}`, `${baseURL}${path(to)}`);
      expect(await shownTheme(page)).toBe(theme);
      const iconBefore = await iconOf(page, themeButton(from, chosen));

      await page.tap(themeButton(from, chosen));
      // Until the page is in the new theme, its cross-fade over, its button offering the old one.
      await page.waitForFunction(
        (scheme) =>
          getComputedStyle(document.documentElement).colorScheme === scheme &&
          !document
            .getAnimations()
            .some((animation) =>
              (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith(
                "::view-transition",
              ),
            ),
        {},
        chosen,
      );
      await page.waitForSelector(themeButton(from, theme));
      const iconAfter = await iconOf(page, themeButton(from, theme));
      expect(iconAfter).not.toBe(iconBefore);

      await tapLanguageLink(page, to);
      await hydrated(page);
      await twoFrames(page);

      expect(await wasPrerendered(page), "the page shown is the one prerendered").toBe(true);
      expect(await shownTheme(page), "the page is shown in the theme chosen").toBe(chosen);
      expect(
        await page.$(themeButton(to, chosen)),
        `no theme button named "${themeButtonName(to, chosen)}": it would offer the theme shown`,
      ).toBeNull();
      expect(
        await page.$(themeButton(to, theme)),
        `a theme button named "${themeButtonName(to, theme)}"`,
      ).not.toBeNull();
      // The icon the first page drew for the same offer, once its theme was switched.
      expect(await iconOf(page, themeButton(to, theme)), "the icon of the theme offered").toBe(
        iconAfter,
      );
    });
  }
});

test.describe("in a visitor's Chrome, the message carried to the prerendered page", () => {
  const { newPage, openWithPrerendered } = visitorsChrome();

  /** A field of the contact form, by its label in `language`. */
  const field = (language: Language, name: "name" | "email" | "message") =>
    `::-p-aria([name="${strings(language).contact.form[name]}"][role="textbox"])`;

  /** What the visitor reads of the message field: its text, its description, the count shown. */
  const messageAsShown = async (page: Page, language: Language) => {
    const message = (await page.$(field(language, "message")))!;
    const left = charactersLeftText(language, LEFT);
    return {
      valueAsTyped: await message.evaluate(
        (control, typed) => (control as HTMLTextAreaElement).value === typed,
        TYPED.message,
      ),
      // What a screen reader says of the field when it is reached (aria-describedby's texts).
      description: await message.evaluate((control) =>
        (control.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
          .join(" ")
          .trim(),
      ),
      countShown: await page.evaluate(
        (text) =>
          [...document.querySelectorAll("#contact *")].some(
            (element) =>
              element.childElementCount === 0 &&
              element.textContent === text &&
              element.checkVisibility() &&
              element.getBoundingClientRect().width > 1,
          ),
        left,
      ),
    };
  };

  for (const language of LANGUAGES) {
    const to = otherLanguage(language);
    test(`/${language}/ → /${to}/ prerendered: the fields hold the text typed, the characters left counted`, async ({
      baseURL,
    }) => {
      const page = await newPage(to);
      await openWithPrerendered(page, `${baseURL}/${language}/`, `${baseURL}/${to}/`);
      await page.type(field(language, "name"), TYPED.name);
      await page.type(field(language, "email"), TYPED.email);
      // The message pasted, as one insertion.
      await page.focus(field(language, "message"));
      await page.keyboard.sendCharacter(TYPED.message);
      const typed = {
        valueAsTyped: true,
        description: charactersLeftText(language, LEFT),
        countShown: true,
      };
      expect(await messageAsShown(page, language)).toEqual(typed);

      await tapLanguageLink(page, to);
      await hydrated(page);
      await twoFrames(page);
      expect(await wasPrerendered(page), "the page shown is the one prerendered").toBe(true);
      const values = await Promise.all(
        (["name", "email"] as const).map((name) =>
          page.$eval(field(to, name), (control) => (control as HTMLInputElement).value),
        ),
      );
      expect(values).toEqual([TYPED.name, TYPED.email]);
      expect(await messageAsShown(page, to)).toEqual({
        ...typed,
        description: charactersLeftText(to, LEFT),
      });
    });
  }
});

/** The contact form as a visitor fills it: the message long enough to show the characters left. */
async function fillContactForm(page: PlaywrightPage, language: Language): Promise<void> {
  const form = contactFields(page, language);
  await form.name.fill(TYPED.name);
  await form.email.fill(TYPED.email);
  await form.message.fill(TYPED.message);
  await expectFormHoldsTyped(page, language);
}

/** The three fields hold the text typed, and the message says how many characters it has left. */
async function expectFormHoldsTyped(page: PlaywrightPage, language: Language): Promise<void> {
  const form = contactFields(page, language);
  await expect(form.name).toHaveValue(TYPED.name);
  await expect(form.email).toHaveValue(TYPED.email);
  await expect(form.message).toHaveValue(TYPED.message);
  const left = charactersLeftText(language, LEFT);
  // The count shown (first: a polite live region says it too, once the typing has paused).
  await expect(page.locator("#contact").getByText(left, { exact: true }).first()).toBeVisible();
  await expect(form.message).toHaveAccessibleDescription(left);
}

async function expectFormEmpty(page: PlaywrightPage, language: Language): Promise<void> {
  const form = contactFields(page, language);
  for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue("");
}

/** Opens a project's case study from its card in the showcase, as a recruiter would. */
async function openCaseStudy(page: PlaywrightPage, language: Language, id: string): Promise<void> {
  await page
    .locator(`#${id}`)
    .getByRole("link", { name: new RegExp(`^${strings(language).caseStudy.read}`) })
    .click();
  await expect(page).toHaveURL(caseStudyPagePath(language, id));
  await waitForHydration(page);
}

/** Back to the showcase by the case study's own link ("All projects"). */
async function backToProjects(page: PlaywrightPage, language: Language, id: string) {
  await page
    .getByRole("link", { name: strings(language).caseStudy.back })
    .first()
    .click();
  await expect(page).toHaveURL(`/${language}/#${id}`);
  await waitForHydration(page);
}

test.describe("the message being typed lasts the visit", () => {
  for (const language of LANGUAGES) {
    test(`/${language}/: typed, a case study opened from its card, back by its "${strings(language).caseStudy.back}" link: the form holds the text, the characters left counted`, async ({
      page,
    }) => {
      await page.goto(`/${language}/`);
      await waitForHydration(page);
      await fillContactForm(page, language);
      await openCaseStudy(page, language, "booking-app");
      await backToProjects(page, language, "booking-app");
      await expectFormHoldsTyped(page, language);
    });
  }

  test(`/${DEFAULT_LANGUAGE}/: typed, a case study opened from its card, back with the browser's Back: the form holds the text, the characters left counted`, async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await fillContactForm(page, DEFAULT_LANGUAGE);
    await openCaseStudy(page, DEFAULT_LANGUAGE, "fleet-app");
    await page.goBack();
    await expect(page).toHaveURL(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await expectFormHoldsTyped(page, DEFAULT_LANGUAGE);
  });

  test(`/${DEFAULT_LANGUAGE}/ → /${SECOND_LANGUAGE}/ (not prerendered): the form holds the text, the characters left counted in English`, async ({
    page,
  }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await fillContactForm(page, DEFAULT_LANGUAGE);
    await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
    await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
    await waitForHydration(page);
    await test.step(`on /${SECOND_LANGUAGE}/`, () => expectFormHoldsTyped(page, SECOND_LANGUAGE));
    // The text carried over is what the visitor typed: it lasts, as typed on this page.
    await openCaseStudy(page, SECOND_LANGUAGE, "booking-app");
    await backToProjects(page, SECOND_LANGUAGE, "booking-app");
    await test.step(`on /${SECOND_LANGUAGE}/, after a case study and back`, () =>
      expectFormHoldsTyped(page, SECOND_LANGUAGE));
  });

  test("once the message is sent, nothing typed is kept: a case study and back shows an empty form", async ({
    page,
  }) => {
    await page.route("https://api.emailjs.com/**", (route) =>
      route.fulfill({ status: 200, body: "OK" }),
    );
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    await fillContactForm(page, DEFAULT_LANGUAGE);
    await contactFields(page, DEFAULT_LANGUAGE).send.click();
    await expect(page.locator("#contact").getByRole("status")).toHaveText(
      strings(DEFAULT_LANGUAGE).contact.form.success,
    );
    await expectFormEmpty(page, DEFAULT_LANGUAGE);
    await openCaseStudy(page, DEFAULT_LANGUAGE, "booking-app");
    await backToProjects(page, DEFAULT_LANGUAGE, "booking-app");
    await expectFormEmpty(page, DEFAULT_LANGUAGE);
    await openCaseStudy(page, DEFAULT_LANGUAGE, "booking-app");
    await page.goBack();
    await waitForHydration(page);
    await expectFormEmpty(page, DEFAULT_LANGUAGE);
  });
});
