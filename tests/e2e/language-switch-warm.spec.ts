// The switch after the visitor has used the page, as Chrome makes it: the other language's page,
// prerendered, does only what a page without scripts does until it is shown (its bundles wait
// for its activation: src/bundles/load-bundles.ts), then shows what the visitor did since, in
// its first frame, and answers a tap made at once. Driven by Puppeteer (prerender.ts says why).
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import {
  LANGUAGES,
  strings,
  type Language,
  otherLanguage,
  SECOND_LANGUAGE,
  DEFAULT_LANGUAGE,
} from "./fixtures";
import { hydrated, open, shownPage, tapLanguageLink, visitorsChrome } from "./prerender";
import { TIMEOUT_MS } from "./preload-reports";

const TYPED = "Ada Lovelace";

const { newPage, openWithPrerendered, inPrerender } = visitorsChrome();

/** The theme button, by the theme it offers (its accessible name in `language`). */
const themeButton = (language: Language, to: "light" | "dark") =>
  `::-p-aria([name="${strings(language).a11y[to === "light" ? "switchToLight" : "switchToDark"]}"][role="button"])`;

/** Until the theme's cross-fade is over: meanwhile the page is a picture. */
const themeSettled = (page: Page, dark: boolean) =>
  page.waitForFunction(
    (wanted) =>
      document.documentElement.classList.contains("dark") === wanted &&
      !document.documentElement.classList.contains("theme-switching"),
    {},
    dark,
  );

/**
 * A function, as text to run in the prerendered page: what the page shows of the visit (the
 * theme, the selected tab, the panels shown, the typed name).
 */
const WHAT_IS_SHOWN = `() => ({
  dark: document.documentElement.classList.contains("dark"),
  tab: document.querySelector('[role="tab"][aria-selected="true"]')?.id ?? null,
  panels: [...document.querySelectorAll('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.id),
  name: document.getElementById("contact-name")?.value ?? null,
})`;

/** Run in the prerendered page: what it shows, and whether it is still prerendered. */
const SHOWN = `({ prerendering: document.prerendering, ...(${WHAT_IS_SHOWN})() })`;

/**
 * Run in the prerendered page: keeps what its first frame once shown holds (an animation
 * frame's callback, queued as it is shown, runs after every `prerenderingchange` listener and
 * before that frame is painted): what it shows, whether React has hydrated the page or started
 * to, and what of the theme and the tabs was changed once the page was shown (a mutation
 * observer's callback runs after the script that made the change, so it sees whether the page
 * was still prerendered then).
 */
const KEEP_FIRST_FRAME = `{
  const redone = [];
  new MutationObserver((records) => {
    if (document.prerendering) return;
    for (const { target, attributeName, oldValue } of records) redone.push((target.id || target.localName) + " " + attributeName + " " + oldValue + " -> " + target.getAttribute(attributeName));
  }).observe(document, { subtree: true, attributeOldValue: true, attributeFilter: ["class", "aria-selected", "hidden", "tabindex"] });
  document.addEventListener("prerenderingchange", () => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      window.__firstFrame = {
        ...(${WHAT_IS_SHOWN})(),
        hydrated: root.hasAttribute("data-hydrated") || Boolean(window.__hydrationStarted),
        redone: [...redone],
      };
    });
  });
}`;

for (const language of LANGUAGES) {
  const to = otherLanguage(language);

  test(`/${language}/ → /${to}/ after using the page (the theme twice, a tab, the theme again, typed text): the prerendered page follows them, and the page shown has them in its first frame with nothing to redo, its scripts start only then, nothing moves`, async ({
    baseURL,
  }) => {
    const page = await newPage(to);
    await openWithPrerendered(page, `${baseURL}/${language}/`, `${baseURL}/${to}/`);
    await inPrerender(page, `${baseURL}/${to}/`, KEEP_FIRST_FRAME);

    // Dark by default: light, dark, a tab, light again.
    await page.tap(themeButton(language, "light"));
    await themeSettled(page, false);
    await page.tap(themeButton(language, "dark"));
    await themeSettled(page, true);
    await page.tap("#tab-stacks");
    await page.tap(themeButton(language, "light"));
    await themeSettled(page, false);
    await page.type("#contact-name", TYPED);

    // The prerendered page follows, before it is shown.
    await expect
      .poll(() => inPrerender(page, `${baseURL}/${to}/`, SHOWN), { timeout: TIMEOUT_MS })
      .toEqual({
        prerendering: true,
        dark: false,
        tab: "tab-stacks",
        panels: ["panel-stacks"],
        name: TYPED,
      });

    await tapLanguageLink(page, to);

    // The switch resolves as the page is shown; its first frame comes after (on a busy machine,
    // a while after).
    const firstFrame = await page.waitForFunction(
      () => (window as { __firstFrame?: unknown }).__firstFrame,
    );
    expect(await firstFrame.jsonValue()).toEqual({
      dark: false,
      tab: "tab-stacks",
      panels: ["panel-stacks"],
      name: TYPED,
      hydrated: false,
      redone: [],
    });
    await hydrated(page);
    expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
    // React hydrated what was shown: the tab, and a theme button that offers the other theme.
    expect(await page.$eval("#tab-stacks", (tab) => tab.getAttribute("aria-selected"))).toBe(
      "true",
    );
    expect(await page.$(themeButton(to, "dark"))).not.toBeNull();
  });

  test(`/${language}/ → /${to}/: a tap on the page shown, at once, is answered`, async ({
    baseURL,
  }) => {
    const page = await newPage(to);
    await openWithPrerendered(page, `${baseURL}/${language}/`, `${baseURL}/${to}/`);

    await tapLanguageLink(page, to);
    await page.tap(themeButton(to, "light"));

    await themeSettled(page, false);
    await hydrated(page);
    expect(await page.$(themeButton(to, "dark"))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
}

test("a choice made in another tab of the site reaches the prerendered page, and is undone as it is shown: its visit is not this one", async ({
  baseURL,
}) => {
  const page = await newPage(SECOND_LANGUAGE);
  await openWithPrerendered(
    page,
    `${baseURL}/${DEFAULT_LANGUAGE}/`,
    `${baseURL}/${SECOND_LANGUAGE}/`,
  );
  await inPrerender(page, `${baseURL}/${SECOND_LANGUAGE}/`, KEEP_FIRST_FRAME);
  // The same site in another tab: the same browser, another visit.
  const otherTab = await page.browserContext().newPage();
  await open(otherTab, `${baseURL}/${DEFAULT_LANGUAGE}/`);
  await otherTab.waitForFunction(
    () => document.documentElement.getAttribute("data-prerender-ready") === "immediate",
  );
  await otherTab.click("#tab-stacks");
  await expect
    .poll(
      async () =>
        ((await inPrerender(page, `${baseURL}/${SECOND_LANGUAGE}/`, SHOWN)) as { tab: string }).tab,
      {
        timeout: TIMEOUT_MS,
      },
    )
    .toBe("tab-stacks");

  await page.bringToFront();
  await tapLanguageLink(page, SECOND_LANGUAGE);
  const firstFrame = await page.waitForFunction(
    () => (window as { __firstFrame?: unknown }).__firstFrame,
  );
  expect(await firstFrame.jsonValue()).toMatchObject({
    tab: "tab-projects",
    panels: ["panel-projects"],
  });
  await hydrated(page);

  expect(await page.evaluate(() => sessionStorage.getItem("kept-choices"))).toBeNull();
  const tabs = await page.$$eval('[role="tab"]', (all) =>
    all.map((tab) => `${tab.id} ${tab.getAttribute("aria-selected")}`),
  );
  expect(tabs).toEqual(["tab-projects true", "tab-certifications false", "tab-stacks false"]);
  expect(
    await page.$$eval('[role="tabpanel"]:not([hidden])', (all) => all.map((panel) => panel.id)),
  ).toEqual(["panel-projects"]);
  // React's state is what is shown: the next tab by the arrow key is the second.
  await page.focus("#tab-projects");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.activeElement?.id === "tab-certifications");
  expect(await page.$eval("#tab-certifications", (tab) => tab.getAttribute("aria-selected"))).toBe(
    "true",
  );
});

/** Run in the prerendered page: the owner's gtag, keeping the events it is sent. */
const GTAG = `window.sentEvents = [];
window.gtag = (command, name, params) => window.sentEvents.push({ command, name, params });`;

test("the web vitals of a prerendered page are timed from its activation, as the visitor saw it", async ({
  baseURL,
}) => {
  const page = await newPage(SECOND_LANGUAGE);
  await openWithPrerendered(
    page,
    `${baseURL}/${DEFAULT_LANGUAGE}/`,
    `${baseURL}/${SECOND_LANGUAGE}/`,
  );
  await inPrerender(page, `${baseURL}/${SECOND_LANGUAGE}/`, GTAG);

  await tapLanguageLink(page, SECOND_LANGUAGE);

  const fcp = () =>
    page.evaluate(
      () =>
        (
          window as unknown as { sentEvents: { name: string; params: { value: number } }[] }
        ).sentEvents.find((event) => event.name === "FCP")?.params.value ?? null,
    );
  await expect.poll(fcp, { timeout: 15_000 }).not.toBeNull();
  const { activationStart, paint } = await page.evaluate(() => ({
    activationStart:
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .activationStart ?? 0,
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
  }));
  expect(activationStart).toBeGreaterThan(0);
  // The first paint after activation, from activation (web-vitals' rule for a prerendered
  // page), not from the prerender's start.
  expect(await fcp()).toBe(Math.round(paint - activationStart));
});
