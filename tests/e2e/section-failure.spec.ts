// A section that throws is kept as the page last showed it, and the rest of the page goes on
// (src/components/section-boundary.tsx; the mechanism, while hydrating and after, in
// tests/unit/section-boundary.test.tsx). Here, the wiring in the built page, with a fault no
// code of the site plants: a browser API that throws for one section's element, as an extension
// that patches the page's DOM, or a browser's own bug, can make it.
import { expect } from "@playwright/test";
import { recordPolicyViolations } from "./csp-violations";
import {
  collectConsoleProblems,
  shownRevealItems,
  strings,
  test,
  waitForHydration,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

test("the timeline failing once hydrated: kept as it was, nothing else affected, no policy violation", async ({
  page,
}) => {
  const violations = await recordPolicyViolations(page.context());
  const problems = await collectConsoleProblems(page);
  // The timeline's line measures its box as the page scrolls (use-scroll-progress.ts), first in
  // an effect once hydrated: there, and only there, the measure throws.
  await page.addInitScript((failing) => {
    if (location.pathname !== failing) return;
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.querySelector(':scope > [aria-hidden="true"] > [data-testid="timeline-fill"]')) {
        throw new Error("getBoundingClientRect refused");
      }
      return measure.call(this);
    };
  }, `/${SECOND_LANGUAGE}/`);
  const t = strings(SECOND_LANGUAGE);
  await page.goto(`/${SECOND_LANGUAGE}/`);
  await waitForHydration(page);

  // Reported in the console, naming the section (with the error and where it was thrown).
  const reported = () =>
    problems.messages.filter((message) => message.includes("Section #timeline failed"));
  await expect.poll(() => reported().length).toBe(1);
  expect(reported()[0]).toMatch(
    /^error: Section #timeline failed, kept as it was: Error: getBoundingClientRect refused/,
  );
  // Kept in its place, whole: its heading, its entries, those below the fold shown for good.
  const timeline = page.locator("#timeline");
  await expect(timeline).toHaveCount(1);
  expect(
    await page.evaluate(
      () => document.querySelector("#timeline")!.previousElementSibling?.localName,
    ),
  ).toBe("template");
  await timeline.scrollIntoViewIfNeeded();
  await expect(timeline.getByRole("heading", { level: 2 })).toBeVisible();
  const entries = timeline.locator("li");
  expect(await entries.count()).toBeGreaterThan(0);
  for (const opacity of await entries.evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).opacity),
  )) {
    expect(opacity).toBe("1");
  }

  // The rest of the page is React's: the reveals below, the tabs, the theme, the form.
  await page.locator("#experience").scrollIntoViewIfNeeded();
  await expect(shownRevealItems(page).first()).toBeVisible();
  await page.locator("#tab-certifications").click();
  await expect(page.locator("#panel-certifications")).toBeVisible();
  await expect(page.locator("#panel-projects")).toBeHidden();
  await page.getByRole("button", { name: t.a11y.switchToLight }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: t.a11y.switchToDark })).toBeVisible();
  await page.locator("#contact-message").fill("a".repeat(4_600));
  await expect(page.locator("#contact-message-left")).not.toBeEmpty();

  // And the other language's page.
  await page.locator(`header a[hreflang="${DEFAULT_LANGUAGE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${DEFAULT_LANGUAGE}/$`));
  await waitForHydration(page);
  expect(problems.messages.filter((message) => message.startsWith("pageerror"))).toEqual([]);
  expect(violations).toEqual([]);
});
