// The language switch as Chrome makes it: the other language's page prerendered once this one
// is live (src/language-switch/prerender-choice.ts), and
// shown at the tap with what the visitor did. Driven by Puppeteer, which attaches
// to Chromium through the tab target: Playwright's attachment turns prerendering off
// (PrerenderingDisabledByDevTools), so language-switch.spec.ts sees the other page loaded.
import { expect, test } from "@playwright/test";
import type { Page } from "puppeteer-core";
import {
  caseStudyPagePath,
  expectSameReadingPlace,
  LANGUAGES,
  strings,
  otherLanguage,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";
import { expectNothingPrerendered } from "./preload-reports";
import {
  open,
  readingPlace,
  scrollSettled,
  shownPage,
  tapLanguageLink,
  visitorsChrome,
  wasPrerendered,
} from "./prerender";

const TYPED = { name: "Ada Lovelace", message: "Bonjour, parlons-en." };

const { newPage, openWithPrerendered } = visitorsChrome();

/** As a visitor who typed their name, then followed the menu's link to the showcase. */
async function typeNameAtShowcase(page: Page): Promise<void> {
  await page.type("#contact-name", TYPED.name);
  await page.evaluate(() => {
    document.getElementById("showcase")!.scrollIntoView({ behavior: "instant" });
    history.replaceState(history.state, "", "#showcase");
  });
}

/** The page shown is `pageUrl` at the showcase, its form holding the name typed before. */
async function expectNameAtShowcase(page: Page, pageUrl: string): Promise<void> {
  expect(await page.evaluate(() => location.href)).toBe(`${pageUrl}#showcase`);
  expect(await page.$eval("#contact-name", (field) => (field as HTMLInputElement).value)).toBe(
    TYPED.name,
  );
}

for (const language of LANGUAGES) {
  test(`/${language}/ → /${otherLanguage(language)}/: the prerendered page is shown with the typed text, the chosen tab, the hash, the reading place, the theme chosen meanwhile, and no layout shift`, async ({
    baseURL,
  }) => {
    const page = await newPage(otherLanguage(language));
    await openWithPrerendered(
      page,
      `${baseURL}/${language}/`,
      `${baseURL}/${otherLanguage(language)}/`,
    );
    const historyBefore = await page.evaluate(() => history.length);
    // Each field tapped, then typed in, as a visitor does: typed in a field out of view, the
    // page scrolls smoothly to it, and goes on scrolling after the jump below, moving the tab
    // from under the tap.
    await page.tap("#contact-name");
    await page.type("#contact-name", TYPED.name);
    await page.tap("#contact-message");
    await page.type("#contact-message", TYPED.message);
    await page.evaluate(() => {
      document.getElementById("showcase")!.scrollIntoView({ behavior: "instant" });
      history.replaceState(history.state, "", "#showcase");
    });
    await scrollSettled(page);
    await page.tap("#tab-stacks");
    // The theme switched after the other page was prerendered, in the dark default.
    await page.tap(`::-p-aria([name="${strings(language).a11y.switchToLight}"][role="button"])`);
    // Until its cross-fade is over: meanwhile the page is a picture (nothing to read a place on).
    await page.waitForFunction(
      () =>
        !document.documentElement.classList.contains("dark") &&
        !document.documentElement.classList.contains("theme-switching") &&
        !document
          .getAnimations()
          .some((animation) =>
            (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith(
              "::view-transition",
            ),
          ),
    );
    await page.evaluate(() =>
      window.scrollBy({
        top: document.getElementById("panel-stacks")!.getBoundingClientRect().top - 40,
        behavior: "instant",
      }),
    );
    const reading = await readingPlace(page);

    await tapLanguageLink(page, otherLanguage(language));

    expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
    expect(await page.evaluate(() => location.href)).toBe(
      `${baseURL}/${otherLanguage(language)}/#showcase`,
    );
    expect(await page.$eval("#contact-name", (field) => (field as HTMLInputElement).value)).toBe(
      TYPED.name,
    );
    expect(
      await page.$eval("#contact-message", (field) => (field as HTMLTextAreaElement).value),
    ).toBe(TYPED.message);
    expect(await page.$eval("#tab-stacks", (tab) => tab.getAttribute("aria-selected"))).toBe(
      "true",
    );
    expectSameReadingPlace(await readingPlace(page), reading);
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains("dark"),
        document.documentElement.style.colorScheme,
      ]),
    ).toEqual([false, "light"]);
    // The theme button offers the theme not shown: the page was hydrated in the dark.
    const { switchToDark, switchToLight } = strings(otherLanguage(language)).a11y;
    const button = (name: string) => page.$(`::-p-aria([name="${name}"][role="button"])`);
    expect(await button(switchToDark)).not.toBeNull();
    expect(await button(switchToLight)).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("hreflang"))).toBe(
      language,
    );
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  test(`${caseStudyPagePath(language, "booking-app")} → ${caseStudyPagePath(otherLanguage(language), "booking-app")}: the prerendered case study, at the hash and the reading place`, async ({
    baseURL,
  }) => {
    const page = await newPage(otherLanguage(language));
    await openWithPrerendered(
      page,
      `${baseURL}${caseStudyPagePath(language, "booking-app")}#results`,
      `${baseURL}${caseStudyPagePath(otherLanguage(language), "booking-app")}`,
    );
    await scrollSettled(page);
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: "instant" }));
    const reading = await readingPlace(page);

    await tapLanguageLink(page, otherLanguage(language));

    expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
    expect(await page.evaluate(() => location.href)).toBe(
      `${baseURL}${caseStudyPagePath(otherLanguage(language), "booking-app")}#results`,
    );
    expectSameReadingPlace(await readingPlace(page), reading);
  });
}

// Links shared on social networks and in mail carry a query (?utm_…, ?fbclid=…). The switch
// follows the language link's own address, the one prerendered: the query is left behind.
test(`/${DEFAULT_LANGUAGE}/?utm_source=linkedin → /${SECOND_LANGUAGE}/: the page shown is the one prerendered, at the link's own address, with the hash and the typed text`, async ({
  baseURL,
}) => {
  const page = await newPage(SECOND_LANGUAGE);
  await openWithPrerendered(
    page,
    `${baseURL}/${DEFAULT_LANGUAGE}/?utm_source=linkedin`,
    `${baseURL}/${SECOND_LANGUAGE}/`,
  );
  await typeNameAtShowcase(page);
  expect(await page.evaluate(() => location.search)).toBe("?utm_source=linkedin");

  await tapLanguageLink(page, SECOND_LANGUAGE);

  expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
  await expectNameAtShowcase(page, `${baseURL}/${SECOND_LANGUAGE}/`);
});

test("nothing is prerendered while the page's scripts have not made it live", async ({
  baseURL,
}) => {
  const page = await newPage(SECOND_LANGUAGE);
  // The bundles never arrive: the page stays the server's HTML, its links plain links.
  await page.setRequestInterception(true);
  page.on("request", (request) =>
    request.url().endsWith(".js") ? void request.abort() : void request.continue(),
  );
  await page.goto(`${baseURL}/${DEFAULT_LANGUAGE}/`, { waitUntil: "load" });
  // The bundles are asked for after the page's first frame, so they fail after `load`: the page
  // then gives up to its presentation without JavaScript (script-failure.spec.ts). Never
  // hydrated, so never marked ready for the prerender.
  await page.waitForSelector("html:not(.js)");
  expect(
    await page.$eval("html", (html) => ({
      scripted: html.classList.contains("js"),
      hydrated: html.hasAttribute("data-hydrated"),
      readyToPrerender: html.hasAttribute("data-prerender-ready"),
    })),
  ).toEqual({ scripted: false, hydrated: false, readyToPrerender: false });
  await expectNothingPrerendered(page);
});

// Every reader gets the prerender, a reader of the page's own language as well as the recruiter
// from abroad: the one who wants the other language's page gets it as fast.
test(`/${DEFAULT_LANGUAGE}/ for a visitor who reads ${DEFAULT_LANGUAGE} first: the ${SECOND_LANGUAGE} page is prerendered, and shown with the hash and the typed text`, async ({
  baseURL,
}) => {
  const page = await newPage(DEFAULT_LANGUAGE);
  await openWithPrerendered(
    page,
    `${baseURL}/${DEFAULT_LANGUAGE}/`,
    `${baseURL}/${SECOND_LANGUAGE}/`,
  );
  expect(await page.evaluate(() => navigator.languages[0])).toBe(DEFAULT_LANGUAGE);
  await typeNameAtShowcase(page);

  await tapLanguageLink(page, SECOND_LANGUAGE);

  expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
  await expectNameAtShowcase(page, `${baseURL}/${SECOND_LANGUAGE}/`);
});

// Nothing is prerendered for a browser that names no language (navigator.languages empty:
// some automated ones; nothing says it is a reader). The switch then loads the other page with
// what was done.
test(`/${DEFAULT_LANGUAGE}/ for a browser that names no language: nothing prerendered; the switch loads the other page, with the hash and the typed text`, async ({
  baseURL,
}) => {
  const page = await newPage(DEFAULT_LANGUAGE);
  await page.evaluateOnNewDocument(() =>
    Object.defineProperty(navigator, "languages", { get: () => [] }),
  );
  await open(page, `${baseURL}/${DEFAULT_LANGUAGE}/`);
  await page.waitForSelector("html[data-prerender-ready]");
  expect(await page.$eval("html", (html) => html.dataset.prerenderReady)).toBe("none");
  await expectNothingPrerendered(page);
  await typeNameAtShowcase(page);

  await tapLanguageLink(page, SECOND_LANGUAGE);

  expect(await wasPrerendered(page)).toBe(false);
  await expectNameAtShowcase(page, `${baseURL}/${SECOND_LANGUAGE}/`);
});
