// When the page's scripts fail before React has hydrated it, the page falls back to what it is
// without JavaScript (src/hydration/script-failure.ts): on a phone, a tap held for React
// is not swallowed, the form submits to its mailto: fallback, the controls that need scripts go.
// A slow bundle is no failure: the page waits for it and React replays the taps.
import { expect, type Page, type Route } from "@playwright/test";
import {
  contactFields,
  strings,
  test,
  waitForHydration,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

const fr = strings(DEFAULT_LANGUAGE);
const PHONE = { width: 412, height: 823 };

test.use({ viewport: PHONE, hasTouch: true });

/** What a visitor types into the form. */
const TYPED = { name: "Zoë O'Brien", email: "zoe@example.org", message: "Bonjour,\nà bientôt !" };

/** The ways the page's scripts fail: which requests, and what they get instead. */
const FAILURES: { name: string; scripts: RegExp; fail: (route: Route) => Promise<void> }[] = [
  {
    name: "the bundles do not arrive",
    scripts: /\.js$/,
    fail: (route) => route.abort("failed"),
  },
  {
    name: "the app bundle throws as it runs",
    scripts: /\/app-[^/]*\.js$/,
    fail: (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'throw new Error("the app bundle fails");',
      }),
  },
  {
    name: "the page's own chunk, loaded by the bundles, does not arrive",
    scripts: /\/component---src-templates-home-page-tsx-[^/]*\.js$/,
    fail: (route) => route.abort("failed"),
  },
];

/** The scripts matched are held until `fail()`, then fail as `failure` says. */
async function holdThenFail(page: Page, failure: (typeof FAILURES)[number]) {
  let fail = () => {};
  const failed = new Promise<void>((resolve) => (fail = resolve));
  await page.route(failure.scripts, async (route) => {
    await failed;
    await failure.fail(route);
  });
  return fail;
}

/** The scripts matched are held until `release()`, then served. */
async function holdScripts(page: Page, scripts: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Submission {
  /** Whether a script stopped the browser's own submission. */
  prevented: boolean;
  action: string;
  fields: Record<string, string>;
}

interface Watched {
  submissions: Submission[];
  /** Whether a script of the page failed, and whether the page fell back in that failure's task. */
  failed: boolean;
  fellBackWithFailure?: boolean;
}

/**
 * Before any script of the page runs: records each form submission once every script had its
 * say (a listener on the window, where the event ends), the first script failure, and whether
 * <html> lost the `js` class in the failure's own task (the fallback has no timer: it is the
 * failure's event that makes it, or nothing does).
 */
const watch = (page: Page) =>
  page.addInitScript(() => {
    const watched: Watched = { submissions: [], failed: false };
    /** True from a script's failure until the task it came in has ended. */
    let inFailureTask = false;
    (window as unknown as { watched: Watched }).watched = watched;
    addEventListener("submit", (event) => {
      const form = event.target as HTMLFormElement;
      const fields = Object.fromEntries(
        [...new FormData(form, event.submitter)].map(([key, value]) => [key, String(value)]),
      );
      watched.submissions.push({ prevented: event.defaultPrevented, action: form.action, fields });
    });
    addEventListener(
      "error",
      (event) => {
        const script = event.target instanceof HTMLScriptElement;
        if ((script || event.target === window) && !watched.failed) {
          watched.failed = true;
          inFailureTask = true;
          setTimeout(() => (inFailureTask = false));
        }
      },
      true,
    );
    // The document has no element yet when this runs: <html>'s classes are watched from it.
    new MutationObserver(() => {
      const root = document.documentElement;
      if (root && !root.classList.contains("js") && watched.fellBackWithFailure === undefined) {
        watched.fellBackWithFailure = inFailureTask;
      }
    }).observe(document, { subtree: true, attributeFilter: ["class"] });
  });

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { watched: Watched }).watched);

const contact = (page: Page) => contactFields(page, DEFAULT_LANGUAGE);

async function fillForm(page: Page): Promise<void> {
  const form = contact(page);
  await form.name.fill(TYPED.name);
  await form.email.fill(TYPED.email);
  await form.message.fill(TYPED.message);
}

/** What the page is without JavaScript: nothing that needs scripts offered, every panel open. */
async function expectShownWithoutScripts(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveClass(/(^| )js( |$)/);
  await expect(page.getByRole("button", { name: fr.a11y.switchToLight })).toBeHidden();
  await expect(page.getByRole("tablist")).toBeHidden();
  for (const panel of ["projects", "certifications", "stacks"]) {
    await expect(page.locator(`#panel-${panel}`)).toBeVisible();
  }
}

/** The form handed to the browser's own submission, to the owner's mailto: address, as typed. */
async function expectSubmittedToMailto(page: Page, count: number): Promise<void> {
  const owner = await page.locator("#contact dd a[href^='mailto:']").textContent();
  await expect.poll(async () => (await watched(page)).submissions.length).toBe(count);
  for (const submission of (await watched(page)).submissions) {
    expect(submission).toEqual({ prevented: false, action: `mailto:${owner}`, fields: TYPED });
  }
}

for (const failure of FAILURES) {
  test.describe(`when ${failure.name}`, () => {
    test("the page is shown as without JavaScript at once, and a Send tapped before submits the form to its mailto: fallback", async ({
      page,
    }) => {
      await watch(page);
      const fail = await holdThenFail(page, failure);
      await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "domcontentloaded" });
      await fillForm(page);
      await contact(page).send.tap();
      // A showcase tab, tapped too: held for React, as the Send.
      await page.getByRole("tab", { name: fr.portfolio.tabs.certifications }).tap();
      expect((await watched(page)).submissions, "the Send is held for React").toEqual([]);
      await expect(page.locator("html")).toHaveClass(/(^| )js( |$)/);

      fail();
      await expectSubmittedToMailto(page, 1);
      await expectShownWithoutScripts(page);
      const { failed, fellBackWithFailure } = await watched(page);
      expect(failed).toBe(true);
      expect(fellBackWithFailure, "fell back in the failure's own task").toBe(true);
      expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    });

    test("afterwards every control works as without JavaScript: the form, the phone menu, links", async ({
      page,
    }) => {
      await watch(page);
      const fail = await holdThenFail(page, failure);
      await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "domcontentloaded" });
      fail();
      await expectShownWithoutScripts(page);
      // The Send is no longer held: the browser submits the form at once.
      await fillForm(page);
      await contact(page).send.tap();
      await expectSubmittedToMailto(page, 1);
      // Nothing typed: the browser itself says what is missing, and nothing is sent.
      await contact(page).name.fill("");
      await contact(page).send.tap();
      expect(
        await contact(page).name.evaluate((field: HTMLInputElement) => field.validity.valid),
      ).toBe(false);
      await expect(contact(page).name).toBeFocused();
      expect((await watched(page)).submissions).toHaveLength(1);
      // The <details> menu opens, and its links are followed.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.locator("header summary").tap();
      const menu = page.locator("#mobile-menu");
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: fr.navbar.experience }).tap();
      await expect(page).toHaveURL(/#experience$/);
      // The language switch is in no bundle: the other page comes with what was typed.
      await contact(page).name.fill(TYPED.name);
      await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).tap();
      await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/#experience$`));
      await expect(page.locator("#contact-name")).toHaveValue(TYPED.name);
    });
  });
}

test("a slow bundle is no failure: the page waits for it, then React replays the taps held meanwhile", async ({
  page,
}) => {
  await watch(page);
  const sends: string[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    sends.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, body: "OK" });
  });
  const release = await holdScripts(page, /\.js$/);
  await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "domcontentloaded" });
  await fillForm(page);
  await contact(page).send.tap();
  await page.getByRole("button", { name: fr.a11y.switchToLight }).tap();
  // Only a failure's event makes the page fall back (it has no timer), and none came.
  await expect(page.locator("html")).toHaveClass(/(^| )js( |$)/);
  expect((await watched(page)).failed).toBe(false);
  release();
  await waitForHydration(page);
  await expect.poll(() => sends.length).toBe(1);
  expect(JSON.parse(sends[0]!).template_params).toMatchObject({
    from_name: TYPED.name,
    reply_to: TYPED.email,
    message: TYPED.message,
  });
  await expect(page.locator("html")).not.toHaveClass(/(^| )dark( |$)/);
  await expect(page.getByRole("tablist")).toBeVisible();
  // React's submission, never the browser's own.
  expect((await watched(page)).submissions.map((submission) => submission.prevented)).toEqual([
    true,
  ]);
});
