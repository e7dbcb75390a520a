// The language switch keeps what the visitor did, both ways, on a home page and a case study.
// Playwright attaches to Chromium in a way that turns prerendering off
// (PrerenderingDisabledByDevTools), so these tests see the other page loaded as a document,
// what browsers without prerendering do; language-switch-prerender.spec.ts drives Chromium
// with Puppeteer to see the prerendered page shown.
import { expect, type Page } from "@playwright/test";
import {
  caseStudyPagePath,
  expectSameReadingPlace,
  LANGUAGES,
  readingPlaceInPage,
  recordLayoutShift,
  layoutShift,
  strings,
  test,
  waitForHydration,
  type Language,
  otherLanguage,
  SECOND_LANGUAGE,
  DEFAULT_LANGUAGE,
} from "./fixtures";

const TYPED = { name: "Ada Lovelace", email: "ada@example.org", message: "Bonjour, parlons-en." };
const toggle = (page: Page, to: Language) => page.locator(`header a[hreflang="${to}"]`);

/** Scrolls instantly so that `selector`'s element starts `below` px under the fixed bar. */
const scrollTo = (page: Page, selector: string, below = 0) =>
  page.locator(selector).evaluate((element, more) => {
    const bar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const top = window.scrollY + element.getBoundingClientRect().top - bar + more;
    window.scrollTo({ top, behavior: "instant" });
  }, below);

const readingPlace = (page: Page) => page.evaluate(readingPlaceInPage);

for (const language of LANGUAGES) {
  test(`/${language}/ → /${otherLanguage(language)}/: the typed text, the chosen tab, the hash, the scroll position, the focus and the history are kept`, async ({
    page,
  }) => {
    const t = strings(otherLanguage(language));
    await page.goto(`/${language}/`);
    await waitForHydration(page);
    const historyBefore = await page.evaluate(() => history.length);
    await page.locator("#contact-name").fill(TYPED.name);
    await page.locator("#contact-email").fill(TYPED.email);
    await page.locator("#contact-message").fill(TYPED.message);
    await scrollTo(page, "#showcase");
    await page.locator("#tab-certifications").click();
    // As a visitor who followed the menu's Projects link.
    await page.evaluate(() => history.replaceState(history.state, "", "#showcase"));
    await scrollTo(page, "#panel-certifications", 40);
    const reading = await readingPlace(page);
    expect(reading.id).toBe("panel-certifications");

    // With the keyboard: focus the toggle, press Enter.
    await toggle(page, otherLanguage(language)).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${otherLanguage(language)}/#showcase$`));
    await expect(page.locator("html")).toHaveAttribute("lang", otherLanguage(language));
    await waitForHydration(page);

    await expect(page.locator("#contact-name")).toHaveValue(TYPED.name);
    await expect(page.locator("#contact-email")).toHaveValue(TYPED.email);
    await expect(page.locator("#contact-message")).toHaveValue(TYPED.message);
    await expect(page.getByRole("tab", { name: t.portfolio.tabs.certifications })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.locator("#panel-certifications")).toBeVisible();
    await expect(toggle(page, language)).toBeFocused();
    expectSameReadingPlace(await readingPlace(page), reading);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // Taken once: a reload is a reload.
    expect(await page.evaluate(() => sessionStorage.getItem("language-switch"))).toBeNull();
  });

  test(`${caseStudyPagePath(language, "fleet-app")} → ${caseStudyPagePath(otherLanguage(language), "fleet-app")}: the hash, the scroll position and the focus are kept`, async ({
    page,
  }) => {
    await page.goto(`${caseStudyPagePath(language, "fleet-app")}#results`);
    await waitForHydration(page);
    await scrollTo(page, "#results", 150);
    const reading = await readingPlace(page);
    await toggle(page, otherLanguage(language)).click();

    await expect(page).toHaveURL(
      new RegExp(`${caseStudyPagePath(otherLanguage(language), "fleet-app")}#results$`),
    );
    await waitForHydration(page);
    expectSameReadingPlace(await readingPlace(page), reading);
    await expect(toggle(page, language)).toBeFocused();
  });
}

test("the page a switch leads to has its own head: title, canonical, alternates, social cards, JSON-LD", async ({
  page,
  request,
}) => {
  await page.goto(`${caseStudyPagePath(DEFAULT_LANGUAGE, "fleet-app")}`);
  await waitForHydration(page);
  await toggle(page, SECOND_LANGUAGE).click();
  await expect(page).toHaveURL(new RegExp(`${caseStudyPagePath(SECOND_LANGUAGE, "fleet-app")}$`));
  await waitForHydration(page);
  // The head the server wrote for the English page, tag for tag.
  const served = await (
    await request.get(`${caseStudyPagePath(SECOND_LANGUAGE, "fleet-app")}`)
  ).text();
  const headOf = (html: string | null) => {
    const doc = html ? new DOMParser().parseFromString(html, "text/html") : document;
    const tags = doc.head.querySelectorAll(
      'title, link[rel="canonical"], link[rel="alternate"], meta[property^="og:"], meta[name^="twitter:"], meta[name="description"], script[type="application/ld+json"]',
    );
    return [...tags].map((tag) =>
      [
        tag.tagName,
        ...["rel", "hreflang", "type", "href", "property", "name", "content"].map(
          (name) => tag.getAttribute(name) ?? "",
        ),
        tag.textContent,
      ].join(" | "),
    );
  };
  const live = await page.evaluate(headOf, null);
  // Parsed in a blank page: the site's own pages enforce Trusted Types, which a parser of
  // plain markup would break.
  const blank = await page.context().newPage();
  expect(live).toEqual(await blank.evaluate(headOf, served));
  expect(live.length).toBeGreaterThan(20);
  expect(live.join("\n")).toContain(`"inLanguage":"${SECOND_LANGUAGE}"`);
  await expect(page).toHaveTitle(/./);
});

test("no layout shift when a page arrives with a tab chosen and the visitor far down", async ({
  page,
}) => {
  await recordLayoutShift(page);
  await page.goto(`/${DEFAULT_LANGUAGE}/`);
  await waitForHydration(page);
  await scrollTo(page, "#showcase");
  await page.locator("#tab-stacks").click();
  await scrollTo(page, "#skills");
  await toggle(page, SECOND_LANGUAGE).click();
  await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
  await waitForHydration(page);
  await expect(page.locator("#tab-stacks")).toHaveAttribute("aria-selected", "true");
  // Two frames after the chosen tab is shown.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await layoutShift(page)).toBe(0);
});

test("a switch left in storage is for the page it leads to, within a minute, and only once", async ({
  page,
}) => {
  await page.goto(`/${SECOND_LANGUAGE}/`);
  await waitForHydration(page);
  // A switch to another page, and a stale one to this page: neither is this page's.
  for (const state of [
    { to: `${caseStudyPagePath(SECOND_LANGUAGE, "fleet-app")}`, at: 0 },
    { to: `/${SECOND_LANGUAGE}/`, at: -61_000 },
  ]) {
    await page.evaluate(
      ({ to, at }) =>
        sessionStorage.setItem(
          "language-switch",
          JSON.stringify({
            to,
            hash: "#contact",
            scrollY: 900,
            fields: { name: "X" },
            kept: {},
            at: Date.now() + at,
          }),
        ),
      state,
    );
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => location.hash)).toBe("");
    await expect(page.locator("#contact-name")).toHaveValue("");
  }
});
