// Web vitals reporting in a real browser: sent to the owner's gtag when
// the page has one, and not even loaded when it has none.
import { expect, test, type Page } from "@playwright/test";
import type { VitalEventParams } from "../../src/vitals/report-web-vitals";
import { openPage, DEFAULT_LANGUAGE } from "./fixtures";

interface SentEvent {
  command: string;
  name: string;
  params: VitalEventParams;
}

/** The scripts a page requests, by address. */
function scriptRequests(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.add(request.url());
  });
  return urls;
}

test("with gtag on the page, FCP and TTFB reach it as Web Vitals events, from a script loaded for it", async ({
  browser,
}) => {
  const plain = await browser.newPage();
  const withoutGtag = scriptRequests(plain);
  await openPage(plain, DEFAULT_LANGUAGE);
  await plain.waitForLoadState("networkidle");
  await plain.close();

  const page = await browser.newPage();
  const withGtag = scriptRequests(page);
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, {
      sentEvents: sent,
      gtag: (command: string, name: string, params: unknown) =>
        sent.push({ command, name, params }),
    });
  });
  await openPage(page, DEFAULT_LANGUAGE);
  const sent = () =>
    page.evaluate(() => (window as unknown as { sentEvents: SentEvent[] }).sentEvents);
  await expect
    .poll(async () => (await sent()).map((event) => event.name))
    .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
  for (const event of await sent()) {
    expect(event.command).toBe("event");
    expect(event.params).toMatchObject({ event_category: "Web Vitals", non_interaction: true });
    expect(Number.isInteger(event.params.value)).toBe(true);
  }
  const onlyWithGtag = [...withGtag].filter((url) => !withoutGtag.has(url));
  expect(onlyWithGtag, "the measuring library, loaded only for gtag").toHaveLength(1);
  await page.close();
});
