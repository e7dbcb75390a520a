// The page's no-JavaScript presentation (script-failure.spec.ts) is for a page that cannot run:
// its own bundles failing to load or to run. An error from elsewhere (an inline script of the
// page, whose file is the page's own address) must not hide a page that runs; and a page whose
// bundle reported an error, but which React hydrates all the same, ends scripted.
import { createHash } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { strings, test, waitForHydration, DEFAULT_LANGUAGE } from "./fixtures";

const fr = strings(DEFAULT_LANGUAGE);
const PHONE = { width: 412, height: 823 };

test.use({ viewport: PHONE, hasTouch: true });

/** An inline script of the page that throws as the page is parsed. */
const THROWING_INLINE_SCRIPT = 'throw new Error("an inline script of the page fails");';

/** A response's headers, for its body as `route.fetch()` gives it: decoded, its length new. */
const decodedHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !["content-encoding", "content-length"].includes(name),
    ),
  );

/**
 * Serves /fr/ with THROWING_INLINE_SCRIPT at the end of its <head>, its hash added to the
 * page's Content-Security-Policy (header and <meta>) as the build adds every inline script's:
 * the policy is otherwise the page's own, Trusted Types included.
 */
async function serveWithThrowingInlineScript(page: Page): Promise<void> {
  const hash = `'sha256-${createHash("sha256").update(THROWING_INLINE_SCRIPT).digest("base64")}'`;
  const allow = (policy: string) => {
    if (!policy.includes("script-src 'strict-dynamic'")) throw new Error(`policy: ${policy}`);
    return policy.replace("script-src 'strict-dynamic'", `script-src 'strict-dynamic' ${hash}`);
  };
  await page.route(new RegExp(`/${DEFAULT_LANGUAGE}/$`), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const meta = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/;
    if (!meta.test(html) || !html.includes("</head>")) throw new Error("unexpected page");
    const headers = Object.fromEntries(
      Object.entries(decodedHeaders(response.headers())).map(([name, value]) => [
        name,
        name === "content-security-policy" ? allow(value) : value,
      ]),
    );
    await route.fulfill({
      response,
      headers,
      body: html
        .replace(meta, (_, start: string, policy: string) => `${start}${allow(policy)}"`)
        .replace("</head>", `<script>${THROWING_INLINE_SCRIPT}</script></head>`),
    });
  });
}

/** The page's requests whose address matches `address`, held until `release()`. */
async function holdRequests(page: Page, address: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's bundles. */
const BUNDLES = /\.js$/;
/** The page's data, which React needs before it starts hydrating the page. */
const PAGE_DATA = new RegExp(`/page-data/${DEFAULT_LANGUAGE}/page-data\\.json$`);

/**
 * Records, before any script of the page runs, each error reported to the window, whether React
 * had started hydrating the page by then (from then on the page no longer falls back to what it
 * is without JavaScript), and whether it had hydrated it.
 */
const recordErrors = (page: Page) =>
  page.addInitScript(() => {
    const errors: ReportedError[] = [];
    (window as unknown as { reportedErrors: typeof errors }).reportedErrors = errors;
    addEventListener("error", (event) =>
      errors.push({
        message: event.message,
        hydrationStarted: (window as { __hydrationStarted?: boolean }).__hydrationStarted === true,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
      }),
    );
  });

interface ReportedError {
  message: string;
  hydrationStarted: boolean;
  hydrated: boolean;
}

const reportedErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { reportedErrors: ReportedError[] }).reportedErrors);

const themeButton = (page: Page, to: "light" | "dark") =>
  page.getByRole("button", {
    name: to === "light" ? fr.a11y.switchToLight : fr.a11y.switchToDark,
    exact: true,
  });
const tab = (page: Page, name: keyof typeof fr.portfolio.tabs) =>
  page.getByRole("tab", { name: fr.portfolio.tabs[name], exact: true });
const PANELS = ["projects", "certifications", "stacks"] as const;

/** The showcase as scripts show it: its tabs, the chosen tab's panel alone. */
async function expectTabsShown(page: Page, chosen: (typeof PANELS)[number]): Promise<void> {
  await expect(page.getByRole("tablist")).toBeVisible();
  for (const panel of PANELS) {
    const locator = page.locator(`#panel-${panel}`);
    if (panel === chosen) await expect(locator).toBeVisible();
    else await expect(locator).toBeHidden();
  }
}

/** The page as it is without JavaScript: nothing that needs scripts offered, every panel open. */
async function expectShownWithoutScripts(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveClass(/(^| )js( |$)/);
  await expect(themeButton(page, "light")).toBeHidden();
  await expect(page.getByRole("tablist")).toBeHidden();
  for (const panel of PANELS) await expect(page.locator(`#panel-${panel}`)).toBeVisible();
}

/** The scripted page at work: the theme button shown and switching, a tab chosen shown alone. */
async function expectScriptedAndWorking(page: Page): Promise<void> {
  await expect(themeButton(page, "light")).toBeVisible();
  await expectTabsShown(page, "projects");
  await themeButton(page, "light").tap();
  await expect(themeButton(page, "dark")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe("light");
  await tab(page, "certifications").tap();
  await expect(tab(page, "certifications")).toHaveAttribute("aria-selected", "true");
  await expectTabsShown(page, "certifications");
}

test("an inline script of the page that throws before hydration leaves the page scripted: the theme button and the tabs shown, and working once hydrated", async ({
  page,
}) => {
  await recordErrors(page);
  await serveWithThrowingInlineScript(page);
  const release = await holdRequests(page, BUNDLES);
  const thrown = page.waitForEvent("pageerror");
  await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "domcontentloaded" });
  expect((await thrown).message).toContain("an inline script of the page fails");
  // Before the bundles run: the page is still the scripted one, waiting for them.
  await expect(themeButton(page, "light")).toBeVisible();
  await expectTabsShown(page, "projects");

  release();
  await waitForHydration(page);
  expect(await reportedErrors(page)).toEqual([
    {
      message: expect.stringContaining("an inline script of the page fails"),
      hydrationStarted: false,
      hydrated: false,
    },
  ]);
  await expectScriptedAndWorking(page);
});

test("a bundle that reports an error before hydration, when React hydrates all the same: the page falls back to what it is without JavaScript, then ends scripted, the theme button and the tabs working", async ({
  page,
}) => {
  await recordErrors(page);
  // The app bundle runs, then reports an error from a task of its own, before the page's data
  // have arrived for React to hydrate it: they are held until the page has fallen back.
  await page.route(/\/app-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: decodedHeaders(response.headers()),
      body: `${await response.text()}\n;setTimeout(function(){throw new Error("the app bundle reports an error")});\n`,
    });
  });
  const releasePageData = await holdRequests(page, PAGE_DATA);
  const thrown = page.waitForEvent("pageerror");
  await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "domcontentloaded" });
  expect((await thrown).message).toContain("the app bundle reports an error");
  await expectShownWithoutScripts(page);

  releasePageData();
  await waitForHydration(page);
  expect(await reportedErrors(page)).toEqual([
    {
      message: expect.stringContaining("the app bundle reports an error"),
      hydrationStarted: false,
      hydrated: false,
    },
  ]);
  await expectScriptedAndWorking(page);
});
