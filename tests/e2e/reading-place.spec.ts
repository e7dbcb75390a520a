// The reading place a language switch carries is restored once, whatever the order in which the
// other page's bundles, images and fonts arrive, and never after the visitor has scrolled.
// The page loaded as browsers without prerendering load it (Playwright's attachment
// turns prerendering off), at 4x CPU: a visitor's phone is a busy machine.
import { expect, type CDPSession, type Page, type Request } from "@playwright/test";
import {
  caseStudyPagePath,
  expectSameReadingPlace,
  readingPlaceInPage,
  test,
  waitForHydration,
  type ReadingPlace,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

/** The other page's requests held from the tap on, by kind. */
const BUNDLES = /\.js$/;
const IMAGES_AND_FONTS = /\.(woff2?|webp|avif|png|jpe?g)$/;

/** The order in which the other page's resources arrive, each group once the previous is in. */
const ORDERS = {
  "bundles last": ["images and fonts", "bundles"],
  "images and fonts last": ["bundles", "images and fonts"],
} as const;
type Order = keyof typeof ORDERS;
type Group = (typeof ORDERS)[Order][number];

/** The origins: where the visitor reads, the hash the page is at, the page the switch leads to. */
const ORIGINS = {
  home: {
    label: "reading a project's card",
    from: `/${DEFAULT_LANGUAGE}/`,
    to: `/${SECOND_LANGUAGE}/`,
    hash: "#showcase",
    /** Reading a project's card, 40 px down it. */
    read: async (page: Page) => {
      // As a visitor who followed the menu's Projects link, then scrolled on.
      await page.evaluate(() => history.replaceState(history.state, "", "#showcase"));
      await scrollBelowBar(page, "#booking-app", 40);
    },
  },
  chosenTab: {
    label: "reading the certifications tab chosen",
    from: `/${DEFAULT_LANGUAGE}/`,
    to: `/${SECOND_LANGUAGE}/`,
    hash: "#showcase",
    /** Reading the certifications, a tab the other page's server HTML does not show. */
    read: async (page: Page) => {
      await page.evaluate(() => history.replaceState(history.state, "", "#showcase"));
      await page.locator("#tab-certifications").click();
      await scrollBelowBar(page, "#panel-certifications", 40);
    },
  },
  caseStudy: {
    label: "reading the results",
    from: `${caseStudyPagePath(DEFAULT_LANGUAGE, "booking-app")}#results`,
    to: caseStudyPagePath(SECOND_LANGUAGE, "booking-app"),
    hash: "#results",
    /** Reading the results, 150 px down them. */
    read: (page: Page) => scrollBelowBar(page, "#results", 150),
  },
} as const;

/** Scrolls instantly so that `selector`'s element starts `below` px above the reading line. */
const scrollBelowBar = (page: Page, selector: string, below: number) =>
  page.locator(selector).evaluate((element, more) => {
    const bar = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const top = window.scrollY + element.getBoundingClientRect().top - bar + more;
    window.scrollTo({ top, behavior: "instant" });
  }, below);

const readingPlace = (page: Page): Promise<ReadingPlace> => page.evaluate(readingPlaceInPage);

/**
 * Until the page has stopped scrolling: the same scrollY for ten frames in a row (a page opened
 * at a hash scrolls to it smoothly, from its load or its hydration on).
 */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = NaN;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/**
 * The requests of each group, once `hold()` is called, wait until the group is released; a
 * release waits until the requests it let go have been answered in full.
 */
async function holdRequests(page: Page) {
  let holding = false;
  const groups = new Map<Group, { held: Request[]; release: () => void; released: Promise<void> }>(
    (["bundles", "images and fonts"] as const).map((group) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      return [group, { held: [], release, released }];
    }),
  );
  for (const [group, pattern] of [
    ["bundles", BUNDLES],
    ["images and fonts", IMAGES_AND_FONTS],
  ] as const) {
    await page.route(pattern, async (route) => {
      const gate = groups.get(group)!;
      if (holding) {
        gate.held.push(route.request());
        await gate.released;
      }
      await route.continue();
    });
  }
  return {
    hold: () => {
      holding = true;
    },
    held: (group: Group) => groups.get(group)!.held.length,
    release: async (group: Group) => {
      const gate = groups.get(group)!;
      gate.release();
      await Promise.all(gate.held.map(async (request) => (await request.response())?.finished()));
    },
  };
}

/** 4x CPU, and no cache: the other page asks for its images again, as a first visit would. */
async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return cdp;
}

/** The origin page, hydrated, loaded, done scrolling to its hash. */
async function openOrigin(page: Page, from: string): Promise<void> {
  await page.goto(from);
  await waitForHydration(page);
  await page.waitForFunction(() => document.readyState === "complete");
  await scrollSettled(page);
}

/** The other page shown (parsed, its language's text), its scripts and images still held. */
async function otherPageShown(page: Page, to: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${to}(#.*)?$`));
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Once each group is in, in `order`: hydrated, loaded, fonts ready, done scrolling. */
async function everythingArrives(
  page: Page,
  requests: Awaited<ReturnType<typeof holdRequests>>,
  order: Order,
): Promise<void> {
  for (const group of ORDERS[order]) {
    await requests.release(group);
    if (group === "bundles") await waitForHydration(page);
  }
  await page.waitForFunction(() => document.readyState === "complete");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await scrollSettled(page);
}

for (const origin of Object.values(ORIGINS)) {
  for (const order of Object.keys(ORDERS) as Order[]) {
    test(`${origin.from} → ${origin.to}, ${origin.label}, ${order}: the reading place and the hash are kept`, async ({
      page,
    }) => {
      const requests = await holdRequests(page);
      await openOrigin(page, origin.from);
      await origin.read(page);
      const reading = await readingPlace(page);
      await slowPhone(page);

      requests.hold();
      await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
      await otherPageShown(page, origin.to);
      await everythingArrives(page, requests, order);

      expect(requests.held("bundles"), "bundles held").toBeGreaterThan(0);
      expect(requests.held("images and fonts"), "images held").toBeGreaterThan(0);
      await expect(page).toHaveURL(`${origin.to}${origin.hash}`);
      expectSameReadingPlace(await readingPlace(page), reading);
    });
  }
}

/** How the visitor scrolls on, on the other page before its scripts and images are in. */
const SCROLLS = [
  {
    origin: ORIGINS.home,
    input: "the mouse wheel",
    scrollOn: async (page: Page) => {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 600);
    },
  },
  {
    origin: ORIGINS.caseStudy,
    input: "the PageDown key",
    // The focus is on the language link, as the switch leaves it.
    scrollOn: (page: Page) => page.keyboard.press("PageDown"),
  },
];

for (const { origin, input, scrollOn } of SCROLLS) {
  for (const order of Object.keys(ORDERS) as Order[]) {
    test(`${origin.from} → ${origin.to}, ${order}: a visitor who scrolls on with ${input} meanwhile is not pulled back`, async ({
      page,
    }) => {
      const requests = await holdRequests(page);
      await openOrigin(page, origin.from);
      await origin.read(page);
      const reading = await readingPlace(page);
      await slowPhone(page);

      requests.hold();
      await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
      await otherPageShown(page, origin.to);
      expectSameReadingPlace(await readingPlace(page), reading);
      const placed = await page.evaluate(() => window.scrollY);
      const scrolled = page.evaluate(
        () => new Promise((resolve) => addEventListener("scrollend", resolve, { once: true })),
      );
      await scrollOn(page);
      await scrolled;
      const left = await readingPlace(page);
      const leftY = await page.evaluate(() => window.scrollY);
      expect(leftY, "the visitor moved on").toBeGreaterThan(placed + 300);

      await everythingArrives(page, requests, order);

      expect(requests.held("bundles"), "bundles held").toBeGreaterThan(0);
      const shown = await readingPlace(page);
      const shownY = await page.evaluate(() => window.scrollY);
      expect(
        shown.id,
        `where the visitor left it (scrollY ${leftY}), not back where the switch placed them (scrollY ${placed}): now at scrollY ${shownY}`,
      ).toBe(left.id);
      expectSameReadingPlace(shown, left);
    });
  }
}
