import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { load } from "js-yaml";
import {
  publishedLanguages,
  type RegistryLanguage,
} from "../../scripts/lib/published-languages.mjs";
import { TEST_EMAILJS_CONFIG as BUILT_EMAILJS_CONFIG } from "../../scripts/lib/test-emailjs-config.mjs";

/**
 * Playwright's test with the site's path prefix: "" for the sites served at the root, "/portfolio"
 * in the `prefixed` project (a GitHub Pages project site). Tests tagged PREFIX_TAG run in both.
 */
export const test = base.extend<{ pathPrefix: string }>({ pathPrefix: ["", { option: true }] });
export const PREFIX_TAG = { tag: "@prefix" };

export { registryAt, type RegistryLanguage } from "../../scripts/lib/published-languages.mjs";

/** The shipped site's published languages (content/languages.yaml), the default first. */
export const SITE_LANGUAGES = publishedLanguages(join(__dirname, "../.."));
/** Their codes: the tests loop over them, and name none of them. */
export const LANGUAGES = SITE_LANGUAGES.map((language) => language.code);
export type Language = string;
/** The default language: where the site's root and any unknown address lead. */
export const DEFAULT_LANGUAGE = LANGUAGES[0]!;
/** The next language of the list: where a scenario switches to from the default. */
export const SECOND_LANGUAGE = LANGUAGES[1]!;
/**
 * The language a page's language link leads to, on a site of two languages (the shipped one):
 * the one that is not the page's.
 */
export const otherLanguage = (language: Language): Language => {
  const others = LANGUAGES.filter((code) => code !== language);
  if (others.length !== 1) throw new Error(`The site has ${LANGUAGES.length} languages, not two`);
  return others[0]!;
};
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

/** Viewports of the layout checks. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 720 };

/** Page sections in page order, by anchor. */
export const SECTION_IDS = [
  "home",
  "about",
  "timeline",
  "experience",
  "skills",
  "showcase",
  "contact",
] as const;

/** The site's public address, as content/site.yaml gives it (`siteUrl`). */
export const SITE_URL = (
  load(readFileSync(join(__dirname, "../../content/site.yaml"), "utf8")) as { siteUrl: string }
).siteUrl;

/** The ids of the projects that have a case study, in content/projects.yaml's order. */
export const CASE_STUDY_IDS = (
  load(readFileSync(join(__dirname, "../../content/projects.yaml"), "utf8")) as {
    id: string;
    caseStudy?: unknown;
  }[]
)
  .filter((project) => project.caseStudy)
  .map((project) => project.id);

/** A test's value for `language` among those written per language: refused when it has none. */
export function inLanguage<T>(values: Readonly<Record<string, T>>, language: Language): T {
  const value = values[language];
  if (value === undefined) throw new Error(`The test has no value for "${language}"`);
  return value;
}

/**
 * A case study page's path: /fr/projets/<id>/, /en/projects/<id>/, made here from the registry
 * (its folder in each language), so that the owner's files are checked against the addresses,
 * not the code.
 */
export const caseStudyPagePath = (
  language: Language,
  id: string,
  languages: readonly RegistryLanguage[] = SITE_LANGUAGES,
): string => {
  const folder = languages.find(({ code }) => code === language)?.caseStudiesFolder;
  if (!folder) throw new Error(`No language "${language}" in content/languages.yaml`);
  return `/${language}/${folder}/${id}/`;
};

/** The UI strings of a language, as content editors wrote them in locales/. */
export const strings = (language: Language): Translation =>
  JSON.parse(readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"));

// The keys the tests read; the locale files hold more.
interface Translation {
  a11y: Record<
    | "skipToContent"
    | "mainNavigation"
    | "menu"
    | "socialLinks"
    | "switchLanguage"
    | "switchToLight"
    | "switchToDark"
    | "homeLink"
    | "homePageLink",
    string
  >;
  navbar: Record<"home" | "about" | "experience" | "projects" | "contact", string>;
  home: Record<"cv" | "projects" | "title", string>;
  timeline: { title: string };
  experience: { title: string };
  skillsTitle: string;
  portfolio: { title: string; tabs: Record<"projects" | "certifications" | "stacks", string> };
  caseStudy: Record<"back" | "read" | "results", string>;
  footer: { rights: string };
  contact: {
    title: string;
    form: Record<"name" | "email" | "message" | "send" | "sending" | "success" | "error", string> &
      Record<`charactersLeft_${string}`, string | undefined>;
  };
}

/**
 * "400 characters left", in the plural form i18next picks for the count, the number written
 * as the language writes numbers (`{{count, number}}`: Intl).
 */
export const charactersLeftText = (language: Language, count: number): string =>
  strings(language).contact.form[
    `charactersLeft_${new Intl.PluralRules(language).select(count)}`
  ]!.replace("{{count, number}}", new Intl.NumberFormat(language).format(count));

/** The contact form's fields and its Send button, by what they say in a language. */
export function contactFields(page: Page, language: Language) {
  const t = strings(language).contact.form;
  const section = page.locator("#contact");
  return {
    name: section.getByLabel(t.name, { exact: true }),
    email: section.getByLabel(t.email, { exact: true }),
    message: section.getByLabel(t.message, { exact: true }),
    send: section.getByRole("button", { name: t.send, exact: true }),
  };
}

/** Stores a theme choice before any script of the page runs, as a returning visitor would have. */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

/** Loads a language's page and waits until React has hydrated it. */
export async function openPage(page: Page, language: Language, hash = ""): Promise<void> {
  await page.goto(`/${language}/${hash}`);
  await waitForHydration(page);
}

/**
 * Waits until React has hydrated the page at the current URL, as the page announces on
 * <html data-hydrated>: the mark names the path of the page that is live, so after a
 * client-side navigation (the URL changes first) the previous page's mark does not count.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isPageAtUrlLive, undefined, { timeout: HYDRATION_TIMEOUT_MS });
}

/** In the page: whether the page at the current URL is live. */
export const isPageAtUrlLive = () =>
  document.documentElement.getAttribute("data-hydrated") === window.location.pathname;

/** Hydration waits: generous, for a busy 2-core machine (a first load compiles the bundles). */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Scrolls until the element matched is just below the viewport, as a visitor scrolling down
 * would find it, once the page is hydrated.
 */
export async function bringNearViewport(page: Page, selector: string): Promise<void> {
  await waitForHydration(page);
  await page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    window.scrollTo({ top: window.scrollY + top - window.innerHeight * 1.1, behavior: "instant" });
  });
}

/** Brings the element matched into view, once the page is hydrated. */
export async function bringIntoView(page: Page, selector: string): Promise<void> {
  await waitForHydration(page);
  await page.locator(selector).scrollIntoViewIfNeeded();
}

/**
 * Scrolls down half a viewport at a time, letting two frames render at each step so that
 * intersection observers and scroll handlers see every element pass, until the bottom.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      const next = Math.min(window.scrollY + window.innerHeight / 2, bottom);
      window.scrollTo({ top: next, behavior: "instant" });
      await frame();
      await frame();
      if (next >= bottom && window.scrollY >= bottom - 1) return;
    }
  });
}

/** Scrolls instantly (the page scrolls smoothly by default) so that `y` is at the top. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** Reveal-animated elements (timeline, experience, projects, certifications, stacks) not in a closed tab panel. */
export const shownRevealItems = (page: Page): Locator =>
  page.locator('[data-reveal]:not([role="tabpanel"][hidden] [data-reveal])');

/** Opacity and transform of every element matched, as the browser computes them. */
export const revealStates = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const matrix = new DOMMatrixReadOnly(
        style.transform === "none" ? undefined : style.transform,
      );
      return { opacity: style.opacity, moved: !matrix.isIdentity };
    }),
  );

/** Waits until every element matched is fully shown and in place. */
export async function expectAllRevealed(items: Locator, count?: number): Promise<void> {
  if (count !== undefined) await expect(items).toHaveCount(count);
  else expect(await items.count()).toBeGreaterThan(0);
  await expect
    .poll(
      async () => (await revealStates(items)).filter((s) => s.opacity !== "1" || s.moved).length,
      {
        message: "elements still hidden or moving",
      },
    )
    .toBe(0);
}

/** Sums the page's layout shifts (not caused by input) in `window.layoutShift`, from its start. */
export const recordLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

/** The layout shift recorded so far (recordLayoutShift). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

export interface ConsoleProblems {
  readonly messages: string[];
}

/**
 * Collects console errors and warnings, uncaught exceptions (hydration mismatches included), and
 * errors reported to the window: React reports the errors it recovers from (a section rendered
 * afresh instead of hydrated, #418-#425) with `reportError`, which fires the window's `error`
 * event but reaches neither Playwright's `console` nor its `pageerror` event.
 */
export async function collectConsoleProblems(page: Page): Promise<ConsoleProblems> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  await page.exposeFunction("__reportedError", (message: string) =>
    messages.push(`reported: ${message}`),
  );
  await page.addInitScript(() =>
    window.addEventListener("error", (event) =>
      (window as unknown as { __reportedError: (message: string) => void }).__reportedError(
        event.message,
      ),
    ),
  );
  return { messages };
}

/** Number of columns a grid lays out, read from the resolved `grid-template-columns`. */
export const gridColumnCount = (grid: Locator): Promise<number> =>
  grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(/\s+/).length);

/** Where the visitor is reading: see `readingPlaceInPage`. */
export interface ReadingPlace {
  id: string;
  /** How far down the element the reading line is, as a share of its height. */
  offset: number;
  height: number;
}

/**
 * Where the visitor is reading, evaluated in the page: the innermost element with an id at the
 * top of the viewport below the fixed bar, and how far down it that line is. The other
 * language's texts are longer or shorter: the same scrollY would show other content. Read two
 * frames on, once a scroll the page asked for in the next frame (at hydration) is made.
 */
export const readingPlaceInPage = async (): Promise<ReadingPlace> => {
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  const element = document.elementFromPoint(innerWidth / 2, line)!.closest("[id]")!;
  const { top, height } = element.getBoundingClientRect();
  return { id: element.id, offset: (line - top) / height, height };
};

/** The same element at the reading line, the same share of it within 2 px of the page shown. */
export function expectSameReadingPlace(shown: ReadingPlace, left: ReadingPlace): void {
  expect(shown.id).toBe(left.id);
  expect(Math.abs(shown.offset - left.offset) * shown.height).toBeLessThanOrEqual(2);
}

/**
 * Once the page has not scrolled for two frames in a row: a smooth scroll (a deep link landing,
 * an in-page link: the page scrolls smoothly, global.css) has ended, as a visitor sees it.
 */
export const expectScrollSettled = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 2) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** The EmailJS settings scripts/build-test-sites.mjs builds public/ with, as a send carries them. */
export const TEST_EMAILJS_CONFIG = {
  user_id: BUILT_EMAILJS_CONFIG.GATSBY_EMAILJS_PUBLIC_KEY,
  service_id: BUILT_EMAILJS_CONFIG.GATSBY_EMAILJS_SERVICE_ID,
  template_id: BUILT_EMAILJS_CONFIG.GATSBY_EMAILJS_TEMPLATE_ID,
};
/** The EmailJS SDK's version, which a send carries as `lib_version`. */
export const EMAILJS_SDK_VERSION: string = JSON.parse(
  readFileSync(join(__dirname, "../../node_modules/@emailjs/browser/package.json"), "utf8"),
).version;
