// A visitor's first minute on the home page, in each engine: the page loads and hydrates, the
// showcase's tabs, the phone menu, a deep link.
import {
  DESKTOP,
  LANGUAGES,
  PHONE,
  strings,
  type Language,
  SECOND_LANGUAGE,
  DEFAULT_LANGUAGE,
} from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import {
  click,
  expectLanded,
  focus,
  open,
  POLL_INTERVALS,
  problems,
  read,
  showcaseTab,
  waitForHydration,
  type Target,
} from "./visit";
import type { Key } from "./visitor";

for (const language of LANGUAGES) {
  test(`/${language}/ loads and hydrates, with no error and no policy violation`, async ({
    visitor,
  }) => {
    await open(visitor, `/${language}/`);
    expect(await problems(visitor)).toEqual([]);
  });
}

/** In the page: the names of the tabs whose panels are shown. */
const shownPanels = () =>
  [...document.querySelectorAll('[role="tabpanel"]')]
    .filter((panel) => panel.getClientRects().length > 0)
    .map((panel) =>
      document.getElementById(panel.getAttribute("aria-labelledby") ?? "")?.textContent?.trim(),
    );

test("the showcase's tabs answer the mouse and the keys, as WAI-ARIA tabs", async ({ visitor }) => {
  const language: Language = DEFAULT_LANGUAGE;
  const tabs = strings(language).portfolio.tabs;
  await open(visitor, `/${language}/`);
  expect(await visitor.evaluate(shownPanels)).toEqual([tabs.projects]);

  await click(visitor, showcaseTab(language, "certifications"));
  await expect
    .poll(() => read(visitor, showcaseTab(language, "certifications")), {
      intervals: POLL_INTERVALS,
    })
    .toMatchObject({ selected: "true" });
  expect(await visitor.evaluate(shownPanels)).toEqual([tabs.certifications]);

  // Focus follows the selection; the arrows wrap; Home and End go to the ends.
  await focus(visitor, showcaseTab(language, "certifications"));
  const steps: [Key, keyof typeof tabs][] = [
    ["ArrowRight", "stacks"],
    ["ArrowRight", "projects"],
    ["ArrowLeft", "stacks"],
    ["Home", "projects"],
    ["End", "stacks"],
  ];
  for (const [key, tab] of steps) {
    await visitor.press(key);
    await expect
      .poll(() => read(visitor, showcaseTab(language, tab)), { intervals: POLL_INTERVALS })
      .toMatchObject({ selected: "true", focused: true });
    expect(await visitor.evaluate(shownPanels), `${key}: ${tab}`).toEqual([tabs[tab]]);
  }
  expect(await problems(visitor)).toEqual([]);
});

test("the phone menu opens on its first link, closes on Escape, and leads to a section", async ({
  visitor,
}) => {
  const language: Language = SECOND_LANGUAGE;
  const t = strings(language);
  const menuButton: Target = { css: "header summary", name: t.a11y.menu };
  const menuLink = (name: string): Target => ({ css: "header details a", name });
  await open(visitor, `/${language}/`);
  expect(await read(visitor, menuLink(t.navbar.contact))).toMatchObject({ visible: false });

  await click(visitor, menuButton);
  await expect
    .poll(() => read(visitor, menuLink(t.navbar.home)), { intervals: POLL_INTERVALS })
    .toMatchObject({ visible: true, focused: true });
  await visitor.press("Escape");
  await expect
    .poll(() => read(visitor, menuButton), { intervals: POLL_INTERVALS })
    .toMatchObject({ focused: true });
  expect(await read(visitor, menuLink(t.navbar.contact))).toMatchObject({ visible: false });

  await click(visitor, menuButton);
  await click(visitor, menuLink(t.navbar.contact));
  await expect
    .poll(() => visitor.evaluate(() => location.hash), { intervals: POLL_INTERVALS })
    .toBe("#contact");
  await expect
    .poll(() => read(visitor, menuLink(t.navbar.contact)), { intervals: POLL_INTERVALS })
    .toMatchObject({ visible: false });
  expect(await problems(visitor)).toEqual([]);
});

for (const [width, size] of [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use({ size });

    test(`a deep link (/${SECOND_LANGUAGE}/#contact) lands below the fixed header and stays there, on a visit and a reload`, async ({
      visitor,
    }) => {
      await visitor.goto(`/${SECOND_LANGUAGE}/#contact`);
      await expectLanded(visitor, "contact", "first visit");
      await visitor.reload();
      await expectLanded(visitor, "contact", "reload");
      await waitForHydration(visitor);
      expect(await problems(visitor)).toEqual([]);
    });
  });
}
