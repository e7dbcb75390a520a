// React in the browser, hydrating the server's HTML: what a visitor lives in the first second.
// Taps made before React has hydrated the page, links followed and the hash changed while it
// hydrates, deep links on a first visit and on a reload, at phone and desktop widths, and
// nothing moving meanwhile.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import {
  DESKTOP,
  collectConsoleProblems,
  strings,
  layoutShift,
  recordLayoutShift,
  waitForHydration,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "./fixtures";

const SMALL_PHONE = { width: 375, height: 740 };
const fr = strings(DEFAULT_LANGUAGE);

/**
 * Holds the page's app bundle (the one that starts React) until `release` is called: the
 * page shows its server HTML and its inline scripts run, but nothing is hydrated meanwhile.
 */
async function holdReact(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` and returns as soon as the HTML is parsed, React held back. */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  const release = await holdReact(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return release;
}

test.describe("React hydrates the server's HTML", () => {
  test("the nodes the server wrote are kept, React DOM runs them, and no error is reported", async ({
    page,
  }) => {
    const problems = await collectConsoleProblems(page);
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { servedHeading: Element | null }).servedHeading =
          document.querySelector("h1");
      }),
    );
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    // A fresh render would have replaced the heading; hydration adopts it.
    expect(
      await page.evaluate(
        () =>
          document.querySelector("h1") ===
          (window as unknown as { servedHeading: Element | null }).servedHeading,
      ),
    ).toBe(true);
    // React DOM's production build, by the error decoder its messages link to, and its version.
    expect(scripts.some((text) => /reactjs\.org\/docs\/error-decoder/.test(text))).toBe(true);
    expect(scripts.some((text) => text.includes('"18.3.1"'))).toBe(true);
    expect(scripts.some((text) => /preact/i.test(text))).toBe(false);
    expect(problems.messages).toEqual([]);
  });

  test("the whole page hydrates from the first bundles, adopting the server's nodes", async ({
    page,
  }) => {
    const problems = await collectConsoleProblems(page);
    // The tab list the server wrote, kept before any script of the page runs.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { servedTabs: Element | null }).servedTabs = document.querySelector(
          '#showcase [role="tablist"]',
        );
      }),
    );
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // No reveal: the first one loads the animation library (src/reveal/reveal-animation.ts),
    // which is not a section's code, whenever a reveal comes in view, which the focus below
    // may or may not scroll to in time.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const loadedWithThePage = scripts.length;
    // Hydrated, not drawn afresh: React adopted the nodes the server wrote...
    expect(
      await page.evaluate(
        () =>
          document.querySelector('#showcase [role="tablist"]') ===
          (window as unknown as { servedTabs: Element | null }).servedTabs,
      ),
    ).toBe(true);
    // ...and runs them: the arrow keys move between the tabs, which the served HTML cannot do.
    const projects = page.getByRole("tab", { name: fr.portfolio.tabs.projects });
    const certifications = page.getByRole("tab", { name: fr.portfolio.tabs.certifications });
    await projects.focus();
    await page.keyboard.press("ArrowRight");
    await expect(certifications).toBeFocused();
    await expect(certifications).toHaveAttribute("aria-selected", "true");
    expect(scripts.length, "no code is loaded for a section later").toBe(loadedWithThePage);
    expect(problems.messages).toEqual([]);
  });
});

test("on New Year's Day the footer shows the new year once live, with no rebuild and no hydration mismatch", async ({
  page,
  request,
}) => {
  // The year the site was built, as the server's HTML says it (React marks text boundaries
  // with empty comments).
  const served = await (await request.get(`/${DEFAULT_LANGUAGE}/`)).text();
  const buildYear = Number(/©\s*(?:<!-- -->)?(\d{4})/.exec(served)?.[1]);
  expect(buildYear).toBeGreaterThan(2000);
  // The visitor's clock says it is the first of January of the next year; timers run as usual.
  await page.clock.setFixedTime(new Date(buildYear + 1, 0, 1, 0, 0, 30));
  const problems = await collectConsoleProblems(page);
  // What the footer says as parsed, before any script of the page has run.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { servedFooter: string }).servedFooter =
        document.querySelector("footer")!.textContent!;
    }),
  );
  await page.goto(`/${DEFAULT_LANGUAGE}/`);
  await waitForHydration(page);
  expect(
    await page.evaluate(() => (window as unknown as { servedFooter: string }).servedFooter),
  ).toContain(`© ${buildYear} `);
  await expect(page.getByRole("contentinfo")).toContainText(`© ${buildYear + 1} `);
  expect(problems.messages).toEqual([]);
});

/** The icon the theme button shows: the sun where it offers light, the moon where it offers dark. */
const themeIcon = async (page: Page) => {
  const shown = page.getByRole("button", { name: /thème/ }).locator("svg path:visible");
  await expect(shown).toHaveCount(1);
  return (await shown.getAttribute("d"))?.startsWith("M21") ? "moon" : "sun";
};

test("a visitor who chose the light theme: before hydration as after, the theme button offers the dark one", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  const release = await openBeforeHydration(page, `/${DEFAULT_LANGUAGE}/`);
  await expect(page.locator("html")).not.toHaveClass(/(^| )dark( |$)/);
  const button = page.getByRole("button", { name: fr.a11y.switchToDark });
  await expect(button).toBeVisible();
  await expect(page.getByRole("button", { name: fr.a11y.switchToLight })).toHaveCount(0);
  expect(await themeIcon(page)).toBe("moon");
  release();
  await waitForHydration(page);
  await expect(button).toBeVisible();
  expect(await themeIcon(page)).toBe("moon");
  await button.click();
  await expect(page.getByRole("button", { name: fr.a11y.switchToLight })).toBeVisible();
  expect(await themeIcon(page)).toBe("sun");
});

test.describe("a tap made before hydration takes effect once the page is interactive", () => {
  test("the theme button", async ({ page }) => {
    const release = await openBeforeHydration(page, `/${DEFAULT_LANGUAGE}/`);
    await page.getByRole("button", { name: fr.a11y.switchToLight }).click();
    release();
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveClass(/(^| )dark( |$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await expect(page.getByRole("button", { name: fr.a11y.switchToDark })).toBeVisible();
  });

  test("the phone menu button", async ({ page }) => {
    await page.setViewportSize(SMALL_PHONE);
    const release = await openBeforeHydration(page, `/${DEFAULT_LANGUAGE}/`);
    await page.locator("header summary").click();
    release();
    await waitForHydration(page);
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: fr.navbar.contact })).toBeVisible();
  });

  test("a showcase tab", async ({ page }) => {
    const release = await openBeforeHydration(page, `/${DEFAULT_LANGUAGE}/#showcase`);
    const tab = page.getByRole("tab", { name: fr.portfolio.tabs.certifications });
    await tab.click();
    release();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#panel-certifications")).toBeVisible();
    await expect(page.locator("#panel-projects")).toBeHidden();
  });

  test("the language toggle, which keeps the hash", async ({ page }) => {
    const release = await openBeforeHydration(page, `/${DEFAULT_LANGUAGE}/#skills`);
    await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
    release();
    await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/#skills$`));
    await expect(page.locator("html")).toHaveAttribute("lang", SECOND_LANGUAGE);
  });
});

/** What a tap made while React hydrates the page found, read in the page. */
interface TapWhileHydrating {
  /** At the tap's first event: whether React had started, and had hydrated the page. */
  atPress?: { started: boolean; hydrated: boolean };
  /** At the next event of the same press, in the same task: whether React had hydrated it. */
  hydratedInTheTapsTask?: boolean;
}

/**
 * Before any script of the page runs: from the moment React starts hydrating the page
 * (`__hydrationStarted`, set by hydrate-page.tsx), its scheduler's tasks are held until
 * `resumeReact()`. React's scheduler runs its work in tasks posted through a MessageChannel
 * (react's packages/scheduler/src/forks/Scheduler.js, where setImmediate is missing): holding
 * them keeps the page mid-hydration for as long as the test needs, on any machine. Were they
 * not held, the page would be hydrated before the tap, which the test reports. Records what
 * the tap finds: on its pointerdown, and on `nextEvent`, the press's next event in the same task.
 */
const holdReactMidHydration = (page: Page, nextEvent: string) =>
  page.addInitScript((next) => {
    const state = window as unknown as {
      tapWhileHydrating: TapWhileHydrating;
      resumeReact: () => void;
      __hydrationStarted?: boolean;
    };
    const record: TapWhileHydrating = {};
    state.tapWhileHydrating = record;
    let held: (() => void)[] | undefined;
    const Channel = window.MessageChannel;
    window.MessageChannel = class extends Channel {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) =>
          held ? held.push(() => post(message)) : post(message);
      }
    };
    state.resumeReact = () => {
      const tasks = held ?? [];
      held = undefined;
      tasks.forEach((task) => task());
    };
    let started = false;
    Object.defineProperty(window, "__hydrationStarted", {
      get: () => started,
      set: (value: boolean) => {
        started = value;
        held ??= [];
      },
    });
    // Once committed, the page's layout effects have run: the contact form validates itself
    // (noValidate), which the server's form does not.
    const hydrated = () =>
      document.querySelector<HTMLFormElement>("#contact form")?.noValidate === true;
    addEventListener(
      "pointerdown",
      () =>
        (record.atPress ??= { started: state.__hydrationStarted === true, hydrated: hydrated() }),
      true,
    );
    addEventListener(next, () => (record.hydratedInTheTapsTask ??= hydrated()), true);
  }, nextEvent);

test.describe("a tap while React hydrates the page", () => {
  // A press's events in one task: a finger's pointerdown then touchstart, a mouse's
  // pointerdown then mousedown.
  for (const [input, nextEvent] of [
    ["touch", "touchstart"],
    ["mouse", "mousedown"],
  ] as const) {
    test.describe(input, () => {
      test.use({ viewport: SMALL_PHONE, hasTouch: input === "touch" });

      test("is kept from React: the page is not hydrated in the tap's task, and the tap takes effect once it is", async ({
        page,
      }) => {
        // React 18 answers a discrete event (pointerdown, touchstart, mousedown, click...) on a
        // page it is still hydrating by hydrating the whole page in that event's task
        // (https://github.com/facebook/react/pull/22448): the tap would wait for all of it. The
        // code before React (src/hydration/held-taps.ts) keeps the tap's events from React until the page is hydrated.
        await holdReactMidHydration(page, nextEvent);
        await page.goto(`/${DEFAULT_LANGUAGE}/`);
        await page.waitForFunction(
          () => (window as { __hydrationStarted?: boolean }).__hydrationStarted === true,
        );
        const button = page.getByRole("button", { name: fr.a11y.switchToLight });
        const box = (await button.boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (input === "touch") await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
        const record = await page.evaluate(
          () => (window as unknown as { tapWhileHydrating: TapWhileHydrating }).tapWhileHydrating,
        );
        expect(record.atPress, "the tap came while React hydrated the page").toEqual({
          started: true,
          hydrated: false,
        });
        expect(record.hydratedInTheTapsTask, "the page hydrated in the tap's task").toBe(false);
        await page.evaluate(() => (window as unknown as { resumeReact: () => void }).resumeReact());
        await waitForHydration(page);
        await expect(page.locator("html")).not.toHaveClass(/(^| )dark( |$)/);
      });
    });
  }
});

/** The targets' tops over time and the page's layout shift, read in the page. */
async function landing(page: Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target)!;
    return {
      top: element.getBoundingClientRect().top,
      header: document.querySelector("header")!.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
      shift: (window as unknown as { layoutShift: number }).layoutShift,
    };
  }, id);
}

test.describe("a deep link lands on its target and stays there", () => {
  for (const [width, viewport] of [
    ["375 px", SMALL_PHONE],
    ["1280 px", DESKTOP],
  ] as const) {
    for (const id of ["contact", "experience", "fleet-app", "projects"]) {
      test(`/${DEFAULT_LANGUAGE}/#${id} at ${width}, on a first visit and on a reload`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await recordLayoutShift(page);
        for (const visit of ["first visit", "reload"]) {
          if (visit === "first visit") await page.goto(`/${DEFAULT_LANGUAGE}/#${id}`);
          else await page.reload();
          await waitForHydration(page);
          // Settled: the same place twice, half a second apart, once the sections around are live.
          let settled = await landing(page, id);
          await expect
            .poll(async () => {
              const before = settled.top;
              await page.waitForTimeout(500);
              settled = await landing(page, id);
              return Math.abs(settled.top - before);
            })
            .toBeLessThan(1);
          const { top, header, viewport: height, shift } = settled;
          expect(top, `${visit}: below the fixed header`).toBeGreaterThanOrEqual(header - 1);
          expect(top, `${visit}: in the top third`).toBeLessThanOrEqual(height / 3);
          expect(shift, `${visit}: layout shift`).toBeLessThanOrEqual(0.05);
        }
      });
    }
  }
});

/**
 * A server in front of the test site that sends each page's HTML in two pieces, split after
 * the first occurrence of `splitAfter`, the second one held until `release()`: the browser
 * parses and paints the first piece alone, as on a slow network or a busy phone. Everything
 * else is passed through.
 */
async function serveInTwoPieces(origin: string, splitAfter: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    const type = upstream.headers.get("content-type") ?? "";
    response.writeHead(upstream.status, { "content-type": type });
    if (!type.startsWith("text/html")) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const split = html.indexOf(splitAfter) + splitAfter.length;
    response.write(html.slice(0, split));
    await released;
    response.end(html.slice(split));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, release, close: () => server.close() };
}

test("a first screen that arrives in two pieces is shown whole, and nothing moves", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(SMALL_PHONE);
  await recordLayoutShift(page);
  // Cut inside the hero, after its heading: the tagline and the buttons come once released.
  const server = await serveInTwoPieces(baseURL!, "</h1>");
  try {
    await page.goto(`${server.origin}/${DEFAULT_LANGUAGE}/`, { waitUntil: "commit" });
    const heading = page.locator("#home-title");
    await expect(heading).toBeAttached();
    // The navigation bar is painted; the half-parsed hero is not, so its centring cannot move it.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(heading).toBeHidden();
    // Two frames painted with the first piece alone, then the rest.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    server.release();
    await expect(heading).toBeVisible();
    await expect(page.getByRole("link", { name: fr.home.cv })).toBeVisible();
    await waitForHydration(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  } finally {
    server.release();
    server.close();
  }
});

/** The page's sections and its footer: what the server wrote for them must stay. */
const SERVED_BLOCKS = "main > section, body footer";
/** What a section shows: its headings, paragraphs and list items. */
const SHOWN_TEXT = "h2, h3, h4, p, li";

/**
 * Before any script of the page runs: keeps, for each section and the footer, the elements the
 * server wrote for its text, with their text (`window.servedText`), to compare once live.
 */
const keepServedText = (page: Page) =>
  page.addInitScript(
    ({ blocks, shown }) => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { servedText: [Element, string][][] }).servedText = [
          ...document.querySelectorAll(blocks),
        ].map((block) =>
          [...block.querySelectorAll(shown)].map((element) => [element, element.textContent!]),
        );
      });
    },
    { blocks: SERVED_BLOCKS, shown: SHOWN_TEXT },
  );

/**
 * The sections (by index) whose server HTML is gone or changed: an element the server wrote
 * for its text is no longer in the page (React drew it afresh), or says something else.
 */
const changedSections = (page: Page) =>
  page.evaluate(() => {
    const served = (window as unknown as { servedText: [Element, string][][] }).servedText;
    if (served.length < 8 || served.some((texts) => texts.length === 0)) {
      throw new Error("the sections' text was not kept");
    }
    return served.flatMap((texts, index) =>
      texts.some(([element, text]) => !element.isConnected || element.textContent !== text)
        ? [index]
        : [],
    );
  });

/** Slows the page's CPU down `rate` times (DevTools' throttling), for a phone's first second. */
async function slowCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * From the end of parsing until the page is hydrated, in every task: follows the navigation
 * bar's link to #experience, or sets the hash to #contact, in turns (the last one always
 * #contact). Counts them in `window.navigations`.
 */
const navigateUntilHydrated = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { navigations: number };
    state.navigations = 0;
    const navigate = () => {
      if (state.navigations % 2 === 0) {
        document.querySelector<HTMLElement>('header nav a[href="#experience"]')!.click();
      } else window.location.hash = "#contact";
      state.navigations += 1;
    };
    document.addEventListener("DOMContentLoaded", function follow() {
      if (!document.documentElement.hasAttribute("data-hydrated")) {
        navigate();
        setTimeout(follow);
      } else if (state.navigations % 2 === 1) navigate();
    });
  });

test.describe("links followed and the hash changed before the page is hydrated", () => {
  for (const cpu of [1, 4]) {
    for (const language of LANGUAGES) {
      const cpuLabel = cpu === 1 ? "" : `, CPU slowed ${cpu}x`;

      test(`/${language}/ before React runs${cpuLabel}: no error, every section kept, nothing shifts`, async ({
        page,
      }) => {
        const problems = await collectConsoleProblems(page);
        await recordLayoutShift(page);
        await keepServedText(page);
        await slowCpu(page, cpu);
        const release = await openBeforeHydration(page, `/${language}/`);
        await page.locator('header nav a[href="#experience"]').first().click();
        await page.evaluate(() => (window.location.hash = "#contact"));
        release();
        await waitForHydration(page);
        await expect(page).toHaveURL(new RegExp(`/${language}/#contact$`));
        expect(await changedSections(page), "sections drawn afresh").toEqual([]);
        expect(await layoutShift(page)).toBe(0);
        expect(problems.messages).toEqual([]);
      });

      test(`/${language}/ in every task until it is hydrated${cpuLabel}: no error, every section kept, nothing shifts`, async ({
        page,
      }) => {
        const problems = await collectConsoleProblems(page);
        await recordLayoutShift(page);
        await keepServedText(page);
        await navigateUntilHydrated(page);
        await slowCpu(page, cpu);
        await page.goto(`/${language}/`);
        await waitForHydration(page);
        await expect(page).toHaveURL(new RegExp(`/${language}/#contact$`));
        expect(
          await page.evaluate(() => (window as unknown as { navigations: number }).navigations),
          "links followed before the page was hydrated",
        ).toBeGreaterThan(2);
        expect(await changedSections(page), "sections drawn afresh").toEqual([]);
        expect(await layoutShift(page)).toBe(0);
        expect(problems.messages).toEqual([]);
      });
    }
  }
});
