// The language switch as Chrome makes it: the other language's page prerendered once this one
// is live, and shown at the tap with what the visitor did. Driven by Puppeteer, which attaches
// to Chromium through the tab target: Playwright's attachment turns prerendering off
// (PrerenderingDisabledByDevTools), so language-switch.spec.ts sees the other page loaded.
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/bench/chromium.mjs";
import {
  caseStudyPagePath,
  expectSameReadingPlace,
  LANGUAGES,
  readingPlaceInPage,
  strings,
  type Language,
} from "./fixtures";

const other = (language: Language): Language => (language === "fr" ? "en" : "fr");
const TYPED = { name: "Ada Lovelace", message: "Bonjour, parlons-en." };
const TIMEOUT_MS = 15_000;

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
});
test.afterAll(() => browser?.close());

/** The contexts a test opened, closed after it whatever its end. */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A page in a context of its own (empty cache), phone-sized. */
async function newPage(): Promise<Page> {
  const context = await browser.createBrowserContext();
  contexts.push(context);
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  return page;
}

/** `page` at `url`, once React has hydrated it. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-hydrated") === location.pathname,
    { timeout: TIMEOUT_MS },
  );
}

/**
 * Resolves once the browser prerenders `url` for `page`, or with false after `timeoutMs`. A
 * prerendered page is a target of its own (subtype "prerender"), which Puppeteer does not
 * list: the browser's target discovery, on a session with the browser (one with the page would
 * turn prerendering off), tells.
 */
async function prerendering(page: Page, url: string, timeoutMs = TIMEOUT_MS): Promise<boolean> {
  const contextId = page.browserContext().id;
  const session = await browser.target().createCDPSession();
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      const seen = ({
        targetInfo,
      }: {
        targetInfo: { subtype?: string; url: string; browserContextId?: string };
      }) => {
        const ours = targetInfo.browserContextId === contextId;
        if (!ours || targetInfo.subtype !== "prerender" || targetInfo.url !== url) return;
        clearTimeout(timer);
        resolve(true);
      };
      session.on("Target.targetCreated", seen);
      session.on("Target.targetInfoChanged", seen);
      void session.send("Target.setDiscoverTargets", { discover: true, filter: [{}] });
    });
  } finally {
    await session.detach();
  }
}

/**
 * Taps the language link, until the page in the other language is there. The page tapped may
 * be gone during the tap's last event, and while Puppeteer moves its page over to the document
 * shown, an evaluation may meet the one leaving: it is simply tried again, until the new page
 * has answered twice in a row.
 */
async function tapLanguageLink(page: Page, to: Language): Promise<void> {
  await page.tap(`header a[hreflang="${to}"]`).catch(() => {});
  const deadline = Date.now() + TIMEOUT_MS;
  for (let answers = 0; answers < 2;) {
    if (Date.now() > deadline) throw new Error(`no page in ${to} within ${TIMEOUT_MS} ms`);
    const lang = await page.evaluate(() => document.documentElement.lang).catch(() => "");
    answers = lang === to ? answers + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until the page has stopped scrolling (the scroll to a hash is smooth), for 200 ms. */
async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (await page.evaluate(() => window.scrollY)) - before;
    })
    .toBe(0);
}

const readingPlace = (page: Page) => page.evaluate(readingPlaceInPage);

/** What the page shown says of itself: prerendered, and its layout shifts since shown. */
const shownPage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ prerendered: boolean; shiftsSinceShown: number }>((resolve) => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const activationStart = navigation?.activationStart ?? 0;
        let shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            if (entry.startTime >= activationStart) shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(
          () => resolve({ prerendered: activationStart > 0, shiftsSinceShown: shifts }),
          200,
        );
      }),
  );

for (const language of LANGUAGES) {
  test(`/${language}/ → /${other(language)}/: the prerendered page is shown with the typed text, the chosen tab, the hash, the reading place, the theme chosen meanwhile, and no layout shift`, async ({
    baseURL,
  }) => {
    const page = await newPage();
    const prerendered = prerendering(page, `${baseURL}/${other(language)}/`);
    await open(page, `${baseURL}/${language}/`);
    expect(await prerendered).toBe(true);
    const historyBefore = await page.evaluate(() => history.length);
    await page.type("#contact-name", TYPED.name);
    await page.type("#contact-message", TYPED.message);
    await page.evaluate(() => {
      document.getElementById("showcase")!.scrollIntoView({ behavior: "instant" });
      history.replaceState(history.state, "", "#showcase");
    });
    await page.tap("#tab-stacks");
    // The theme switched after the other page was prerendered, in the dark default.
    await page.tap(`button[aria-label="${strings(language).a11y.switchToLight}"]`);
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

    await tapLanguageLink(page, other(language));

    expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
    expect(await page.evaluate(() => location.href)).toBe(
      `${baseURL}/${other(language)}/#showcase`,
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
    const { switchToDark, switchToLight } = strings(other(language)).a11y;
    const buttons = await page.$$eval("button[aria-label]", (all) =>
      all.map((button) => button.getAttribute("aria-label")),
    );
    expect(buttons).toContain(switchToDark);
    expect(buttons).not.toContain(switchToLight);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("hreflang"))).toBe(
      language,
    );
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });

  test(`${caseStudyPagePath(language, "booking-app")} → ${caseStudyPagePath(other(language), "booking-app")}: the prerendered case study, at the hash and the reading place`, async ({
    baseURL,
  }) => {
    const page = await newPage();
    const prerendered = prerendering(
      page,
      `${baseURL}${caseStudyPagePath(other(language), "booking-app")}`,
    );
    await open(page, `${baseURL}${caseStudyPagePath(language, "booking-app")}#results`);
    expect(await prerendered).toBe(true);
    await scrollSettled(page);
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: "instant" }));
    const reading = await readingPlace(page);

    await tapLanguageLink(page, other(language));

    expect(await shownPage(page)).toEqual({ prerendered: true, shiftsSinceShown: 0 });
    expect(await page.evaluate(() => location.href)).toBe(
      `${baseURL}${caseStudyPagePath(other(language), "booking-app")}#results`,
    );
    expectSameReadingPlace(await readingPlace(page), reading);
  });
}

test("nothing is prerendered while the page's scripts have not made it live", async ({
  baseURL,
}) => {
  const page = await newPage();
  // The bundles never arrive: the page stays the server's HTML, its links plain links.
  await page.setRequestInterception(true);
  page.on("request", (request) =>
    request.url().endsWith(".js") ? void request.abort() : void request.continue(),
  );
  const prerendered = prerendering(page, `${baseURL}/en/`, 3_000);
  await page.goto(`${baseURL}/fr/`, { waitUntil: "load" });
  expect(await prerendered).toBe(false);
});
