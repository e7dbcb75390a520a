// What Chromium reports of a page's Speculation Rules and of the preloads they start, recorded
// from the page's tab (prerender.ts says why), and the check that nothing is prerendered for a
// page. For prerender.ts and the specs of the prerendered switch.
import { expect } from "@playwright/test";
import type { CDPSession, Page, Protocol } from "puppeteer-core";

/** How long the prerendered switch's tests wait for a report, a page or the switch. */
export const TIMEOUT_MS = 15_000;

/**
 * What Chromium reports of one page's Speculation Rules and of the preloads they start (the
 * DevTools protocol's Preload domain, https://chromedevtools.github.io/devtools-protocol/tot/Preload/),
 * from before the page is opened.
 */
interface PreloadReports {
  /** Whether the browser's settings would keep it from preloading at all. */
  enabledState?: Protocol.Preload.PreloadEnabledStateUpdatedEvent;
  /** The rule sets the page's documents added. */
  ruleSets: Protocol.Preload.RuleSet[];
  /** The preloads the rules asked for, each time the page's document evaluated them. */
  attemptSources: Protocol.Preload.PreloadingAttemptSource[][];
  /** Each change of a prerender's status (Pending, Running, Ready, Success, Failure). */
  prerenderStatuses: Protocol.Preload.PrerenderStatusUpdatedEvent[];
  /** Told of every report. */
  listeners: Set<() => void>;
}

const reportsOf = new WeakMap<Page, PreloadReports>();

const reportsFor = (page: Page): PreloadReports => {
  const reports = reportsOf.get(page);
  if (!reports) throw new Error("a page of visitorsChrome() only: its reports start with it");
  return reports;
};

/**
 * Starts recording what Chromium reports of the page's preloads. Through a session with the
 * page's tab, attached to the page from there: a session attached to the page directly would
 * turn prerendering off for it (PrerenderingDisabledByDevTools), as Playwright's does. Resolves
 * once the reports are on; `detach` ends them.
 */
export async function recordPreloads(page: Page): Promise<{ detach: () => Promise<void> }> {
  const browserSession = await page.browser().target().createCDPSession();
  const connection = browserSession.connection()!;
  const { targetInfos } = await browserSession.send("Target.getTargets", {
    filter: [{ type: "tab" }],
  });
  const tabs = targetInfos.filter(
    ({ browserContextId }) => browserContextId === page.browserContext().id,
  );
  if (tabs.length !== 1) throw new Error(`${tabs.length} tabs in the page's context, not 1`);
  const { sessionId } = await browserSession.send("Target.attachToTarget", {
    targetId: tabs[0]!.targetId,
    flatten: true,
  });
  const tabSession = connection.session(sessionId)!;
  const reports: PreloadReports = {
    ruleSets: [],
    attemptSources: [],
    prerenderStatuses: [],
    listeners: new Set(),
  };
  const report = () => reports.listeners.forEach((listener) => listener());
  const pageSession = new Promise<CDPSession>((resolve) =>
    tabSession.on("Target.attachedToTarget", ({ sessionId: id, targetInfo }) => {
      // The page itself; not a prerendered page (subtype "prerender") the tab holds as well.
      if (targetInfo.type === "page" && !targetInfo.subtype) resolve(connection.session(id)!);
    }),
  );
  await tabSession.send("Target.setAutoAttach", {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: true,
  });
  const session = await pageSession;
  session.on("Preload.preloadEnabledStateUpdated", (event) => {
    reports.enabledState = event;
    report();
  });
  session.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
    reports.ruleSets.push(ruleSet);
    report();
  });
  session.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    reports.attemptSources.push(preloadingAttemptSources);
    report();
  });
  session.on("Preload.prerenderStatusUpdated", (event) => {
    reports.prerenderStatuses.push(event);
    report();
  });
  await session.send("Preload.enable");
  reportsOf.set(page, reports);
  return { detach: () => browserSession.detach() };
}

/**
 * Resolves once `done(reports)` says so, asked at each report; rejects, with all that was
 * reported, if it has not after TIMEOUT_MS.
 */
export function whenReported<T>(
  page: Page,
  what: string,
  done: (reports: PreloadReports) => T | undefined,
): Promise<T> {
  const reports = reportsFor(page);
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      let result: T | undefined;
      try {
        result = done(reports);
      } catch (error) {
        settle(() => reject(error as Error));
        return;
      }
      if (result !== undefined) settle(() => resolve(result));
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`${what}: not within ${TIMEOUT_MS} ms; ${whatWasReported(reports)}`)),
        ),
      TIMEOUT_MS,
    );
    const settle = (end: () => void) => {
      clearTimeout(timer);
      reports.listeners.delete(check);
      end();
    };
    reports.listeners.add(check);
    check();
  });
}

const whatWasReported = ({
  enabledState,
  ruleSets,
  attemptSources,
  prerenderStatuses,
}: PreloadReports) =>
  `the browser reported ${JSON.stringify({
    enabledState,
    ruleSets: ruleSets.map(({ sourceText, errorType }) => ({ sourceText, errorType })),
    attemptSources,
    prerenderStatuses: prerenderStatuses.map(({ key, status, prerenderStatus }) => ({
      url: key.url,
      status,
      prerenderStatus,
    })),
  })}`;

/**
 * Checks that nothing is prerendered for `page` as it is now: the Speculation Rules of its
 * document match no link (their selectors, as the page's own rules text writes them, select
 * nothing), and the browser, asked to evaluate the rules afresh, reports no prerender asked for,
 * none started, and nothing in its settings that would keep it from prerendering. To evaluate
 * them, a link is added to the page (hidden) and taken away once reported: the browser lists
 * the preloads the rules ask for each time the page's links change
 * (Preload.preloadingAttemptSourcesUpdated), its list then the whole one.
 */
export async function expectNothingPrerendered(page: Page): Promise<void> {
  const rules = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="speculationrules"]')].flatMap((script) => {
      const { prerender = [] } = JSON.parse(script.textContent ?? "{}") as {
        prerender?: { where?: { selector_matches?: string } }[];
      };
      return prerender.map(({ where }) => {
        const selector = where?.selector_matches ?? "";
        return { selector, links: selector ? document.querySelectorAll(selector).length : -1 };
      });
    }),
  );
  expect(rules.length, "the page's prerender rules").toBeGreaterThan(0);
  for (const rule of rules) expect(rule, "a rule's links to prerender").toMatchObject({ links: 0 });

  const reports = reportsFor(page);
  const updatesBefore = reports.attemptSources.length;
  const evaluated = whenReported(page, "the rules evaluated afresh", ({ attemptSources }) =>
    attemptSources.length > updatesBefore ? true : undefined,
  );
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/";
    link.hidden = true;
    link.id = "rules-evaluated-probe";
    document.body.append(link);
  });
  await evaluated;
  await page.evaluate(() => document.getElementById("rules-evaluated-probe")?.remove());
  expect(reports.enabledState, "the browser's preloading settings").toEqual({
    disabledByPreference: false,
    disabledByDataSaver: false,
    disabledByBatterySaver: false,
    disabledByHoldbackPrefetchSpeculationRules: false,
    disabledByHoldbackPrerenderSpeculationRules: false,
  });
  expect(
    reports.ruleSets.map(({ errorType }) => errorType),
    "the page's rule sets, read without error",
  ).toEqual([undefined]);
  expect(
    reports.attemptSources.flat().filter(({ key }) => key.action === "Prerender"),
    whatWasReported(reports),
  ).toEqual([]);
  expect(reports.prerenderStatuses, whatWasReported(reports)).toEqual([]);
}
