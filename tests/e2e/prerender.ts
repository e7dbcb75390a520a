// The language switch as a visitor's Chrome makes it: the other language's page prerendered
// once this one is live, and shown at the tap. Driven by Puppeteer, which attaches to Chromium
// through the tab target: Playwright's attachment turns prerendering off
// (PrerenderingDisabledByDevTools). Shared by the specs that need the prerendered page.
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/bench/chromium.mjs";
import { readingPlaceInPage, type Language } from "./fixtures";

export const TIMEOUT_MS = 15_000;

/** A phone's viewport, touch, as the visitors of the prerendered switch hold it. */
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

/** A visitor's browser languages (`--accept-lang`: navigator.languages), by the one read first. */
const ACCEPT_LANGUAGES: Record<Language, string> = { fr: "fr-FR,fr,en", en: "en-US,en" };

/**
 * A Chromium per language its visitor reads first (launched at the first page of that reader,
 * closed after the spec's last test), and a context of its own (empty cache and storage) for
 * each page a test opens, closed after it whatever its end. To call at the top of a spec file.
 * Whom the other page is prerendered for: src/language-switch/prerender-eagerness.ts.
 */
export function visitorsChrome() {
  const browsers = new Map<Language, Promise<Browser>>();
  const contexts: BrowserContext[] = [];
  const browserOf = (reads: Language) => {
    if (!browsers.has(reads)) {
      const launched = puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, `--accept-lang=${ACCEPT_LANGUAGES[reads]}`],
        headless: true,
      });
      browsers.set(reads, launched);
    }
    return browsers.get(reads)!;
  };
  test.afterAll(async () => {
    await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
    browsers.clear();
  });
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  return {
    /**
     * Runs `expression` in the page the browser prerenders at `url` for `page`, before it is
     * shown: through a session with the browser (one with `page` would turn prerendering off),
     * attached to the prerender's own target meanwhile.
     */
    async inPrerender(page: Page, url: string, expression: string): Promise<void> {
      const contextId = page.browserContext().id;
      const session = await page.browser().target().createCDPSession();
      try {
        // Target.getTargets leaves prerenders out; discovery announces every target there is.
        const targets: {
          targetId: string;
          subtype?: string;
          url: string;
          browserContextId?: string;
        }[] = [];
        session.on("Target.targetCreated", ({ targetInfo }) => void targets.push(targetInfo));
        await session.send("Target.setDiscoverTargets", { discover: true, filter: [{}] });
        const target = targets.find(
          (info) =>
            info.browserContextId === contextId && info.subtype === "prerender" && info.url === url,
        );
        if (!target) throw new Error(`nothing prerendered at ${url}`);
        const { sessionId } = await session.send("Target.attachToTarget", {
          targetId: target.targetId,
          flatten: true,
        });
        const prerender = session.connection()!.session(sessionId)!;
        const { exceptionDetails } = await prerender.send("Runtime.evaluate", {
          expression,
        });
        if (exceptionDetails) throw new Error(exceptionDetails.text);
        await session.send("Target.detachFromTarget", { sessionId });
      } finally {
        await session.detach();
      }
    },

    /** A page for a visitor who reads `reads` first, in a context of its own, phone-sized, touch. */
    async newPage(reads: Language): Promise<Page> {
      const context = await (await browserOf(reads)).createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport(PHONE);
      return page;
    },

    /**
     * Resolves once the browser prerenders `url` for `page`, or with false after `timeoutMs`. A
     * prerendered page is a target of its own (subtype "prerender"), which Puppeteer does not
     * list: the browser's target discovery, on a session with the browser (one with the page
     * would turn prerendering off), tells.
     */
    async prerendering(page: Page, url: string, timeoutMs = TIMEOUT_MS): Promise<boolean> {
      const contextId = page.browserContext().id;
      const browser = page.browser();
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
    },
  };
}

/** `page` at `url`, once React has hydrated it. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Until React has hydrated the page at the current URL (fixtures' `waitForHydration`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-hydrated") === location.pathname,
    { timeout: TIMEOUT_MS },
  );
}

/**
 * Taps the language link, until the page in the other language is there. The page tapped may
 * be gone during the tap's last event, and while Puppeteer moves its page over to the document
 * shown, an evaluation may meet the one leaving: it is simply tried again, until the new page
 * has answered twice in a row.
 */
export async function tapLanguageLink(page: Page, to: Language): Promise<void> {
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
export async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (await page.evaluate(() => window.scrollY)) - before;
    })
    .toBe(0);
}

export const readingPlace = (page: Page) => page.evaluate(readingPlaceInPage);

/** What the page shown says of itself: prerendered, and its layout shifts since shown. */
export const shownPage = (page: Page) =>
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

/** Whether the page shown was prerendered (its navigation was activated, after its start). */
export const wasPrerendered = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return (navigation?.activationStart ?? 0) > 0;
  });
