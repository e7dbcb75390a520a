// The language switch as a visitor's Chrome makes it: the other language's page prerendered
// once this one is live, and shown at the tap. Driven by Puppeteer, which attaches to Chromium
// through the tab target: Playwright's attachment turns prerendering off
// (PrerenderingDisabledByDevTools). Shared by the specs that need the prerendered page.
import { test } from "@playwright/test";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { readingPlaceInPage, type Language } from "./fixtures";
import { recordPreloads, TIMEOUT_MS, whenReported } from "./preload-reports";

/** A phone's viewport, touch, as the visitors of the prerendered switch hold it. */
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

/**
 * A Chromium per language its visitor reads first (launched at the first page of that reader,
 * closed after the spec's last test), and a context of its own (empty cache and storage) for
 * each page a test opens, closed after it whatever its end. To call at the top of a spec file.
 * Whom the other page is prerendered for: src/language-switch/prerender-choice.ts.
 */
export function visitorsChrome() {
  const browsers = new Map<Language, Promise<Browser>>();
  const contexts: BrowserContext[] = [];
  const recordings: { detach: () => Promise<void> }[] = [];
  const browserOf = (reads: Language) => {
    if (!browsers.has(reads)) {
      const launched = puppeteer.launch({
        executablePath: CHROMIUM_PATH,
        // The visitor's browser languages (navigator.languages): the one read first, alone.
        args: [...CHROMIUM_FLAGS, `--accept-lang=${reads}`],
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
    await Promise.all(recordings.splice(0).map((recording) => recording.detach()));
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /**
   * Resolves once the browser reports the prerender of `url` for `page` ready (loaded, to be
   * shown at the tap); rejects with its final status if the browser reports it failed.
   */
  const prerendering = (page: Page, url: string): Promise<true> =>
    whenReported(page, `the prerender of ${url}`, ({ prerenderStatuses }) => {
      const status = [...prerenderStatuses].reverse().find(({ key }) => key.url === url);
      if (status?.status === "Failure" || status?.status === "NotSupported") {
        throw new Error(
          `the prerender of ${url} failed: ${status.prerenderStatus ?? status.status}`,
        );
      }
      return status?.status === "Ready" || status?.status === "Success" ? true : undefined;
    });

  return {
    /**
     * Opens `url` in `page` until React has hydrated it, and until the browser reports the
     * prerender of `prerendered` ready; rejects if it reports that prerender failed.
     */
    async openWithPrerendered(page: Page, url: string, prerendered: string): Promise<void> {
      const ready = prerendering(page, prerendered);
      await open(page, url);
      await ready;
    },

    /**
     * Runs `expression` in the page the browser prerenders at `url` for `page`, before it is
     * shown, and answers its value (awaited, as JSON): through a session with the browser (one
     * with `page` would turn prerendering off), attached to the prerender's own target meanwhile.
     */
    async inPrerender(page: Page, url: string, expression: string): Promise<unknown> {
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
        const { result, exceptionDetails } = await prerender.send("Runtime.evaluate", {
          expression,
          awaitPromise: true,
          returnByValue: true,
        });
        if (exceptionDetails) {
          throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        }
        await session.send("Target.detachFromTarget", { sessionId });
        return result.value as unknown;
      } finally {
        await session.detach();
      }
    },

    /**
     * A page for a visitor who reads `reads` first, in a context of its own, phone-sized, touch,
     * what the browser reports of its preloads recorded from the start.
     */
    async newPage(reads: Language): Promise<Page> {
      const context = await (await browserOf(reads)).createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport(PHONE);
      recordings.push(await recordPreloads(page));
      return page;
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
 * Taps the language link, and resolves once the page in the other language is the one shown:
 * loaded, or swapped in from its prerender (Puppeteer's navigation watch ends with either, and
 * its page then reads the document shown). The page tapped may be gone during the tap's last
 * event, which Puppeteer then reports as an error: the navigation tells.
 */
export async function tapLanguageLink(page: Page, to: Language): Promise<void> {
  const shown = page.waitForNavigation({ timeout: TIMEOUT_MS });
  await page.tap(`header a[hreflang="${to}"]`).catch(() => {});
  await shown;
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    { timeout: TIMEOUT_MS },
    to,
  );
}

/**
 * Until the page has stopped scrolling (the scroll to a hash may be smooth): two frames in a
 * row without a scroll event (a scroll moves the page in each frame, and its scroll event is
 * dispatched in that frame's rendering steps, before its animation frame callbacks).
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let scrolled = false;
        const scroll = () => (scrolled = true);
        addEventListener("scroll", scroll, { passive: true });
        const frame = (still: number) =>
          requestAnimationFrame(() => {
            const stillNow = scrolled ? 0 : still + 1;
            scrolled = false;
            if (stillNow < 2) return frame(stillNow);
            removeEventListener("scroll", scroll);
            resolve();
          });
        frame(0);
      }),
  );
}

export const readingPlace = (page: Page) => page.evaluate(readingPlaceInPage);

/**
 * What the page shown says of itself, once the switch's arrival has settled: prerendered, and its
 * layout shifts since shown. Settled as the language switch settles the reading place (its
 * holdReadingPlace): the page hydrated, loaded and its fonts ready, the reading place then put
 * back in the next frame; the shifts are read a frame after that one,
 * from the browser's buffer of them (a layout shift is reported with the frame it happens in).
 */
export const shownPage = (page: Page) =>
  page.evaluate(async () => {
    const root = document.documentElement;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (root.getAttribute("data-hydrated") !== location.pathname) return;
        observer.disconnect();
        resolve();
      };
      const observer = new MutationObserver(check);
      observer.observe(root, { attributeFilter: ["data-hydrated"] });
      check();
    });
    if (document.readyState !== "complete") {
      await new Promise((loaded) => addEventListener("load", loaded, { once: true }));
    }
    await document.fonts.ready;
    const shifts: (PerformanceEntry & { value: number })[] = [];
    const observer = new PerformanceObserver((list) =>
      shifts.push(...(list.getEntries() as typeof shifts)),
    );
    observer.observe({ type: "layout-shift", buffered: true });
    for (let frames = 0; frames < 2; frames += 1) {
      await new Promise((framed) => requestAnimationFrame(framed));
    }
    shifts.push(...(observer.takeRecords() as typeof shifts));
    observer.disconnect();
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const activationStart = navigation?.activationStart ?? 0;
    return {
      prerendered: activationStart > 0,
      shiftsSinceShown: shifts
        .filter(({ startTime }) => startTime >= activationStart)
        .reduce((sum, { value }) => sum + value, 0),
    };
  });

/** Whether the page shown was prerendered (its navigation was activated, after its start). */
export const wasPrerendered = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return (navigation?.activationStart ?? 0) > 0;
  });
