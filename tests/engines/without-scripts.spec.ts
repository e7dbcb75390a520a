// What the site promises without its scripts, in each engine: when the page's bundles fail
// (they never arrive, or the app bundle throws), the page falls back at once to what it is
// without JavaScript (src/hydration/script-failure.ts, tests/e2e/script-failure.spec.ts),
// and everything there works as without JavaScript: the form goes to its mailto: fallback, the
// phone menu opens, the language switch (a script in no bundle) carries what was typed.
import { strings, DEFAULT_LANGUAGE, SECOND_LANGUAGE } from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import type { ScriptFault } from "./site-host";
import {
  click,
  languageLink,
  POLL_INTERVALS,
  problems,
  read,
  themeButton,
  waitForPage,
  type Target,
} from "./visit";

const fr = strings(DEFAULT_LANGUAGE);
const TYPED = { name: "Zoe Martin", email: "zoe@example.org", message: "Bonjour" };
type Field = keyof typeof TYPED;
const field = (name: Field): Target => ({
  css: "#contact input, #contact textarea",
  name: fr.contact.form[name],
});

interface Submission {
  /** Whether a script of the page stopped the browser's own submission. */
  prevented: boolean;
  action: string;
  fields: Record<string, string>;
}

/**
 * In the page: records each form submission once every script of the page has had its say,
 * then stops it (the browser would hand a mailto: address to a mail client).
 */
const recordSubmissions = () => {
  const submissions: Submission[] = [];
  (window as unknown as { submissions: Submission[] }).submissions = submissions;
  addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const fields = Object.fromEntries(
      [...new FormData(form, event.submitter)].map(([key, value]) => [key, String(value)]),
    );
    submissions.push({ prevented: event.defaultPrevented, action: form.action, fields });
    event.preventDefault();
  });
};

/** In the page: what the visitor is offered, the controls that need scripts included. */
const presentation = () => {
  const shown = (element: Element | null) => element?.checkVisibility() ?? false;
  return {
    tabList: shown(document.querySelector('[role="tablist"]')),
    panelsShown: [...document.querySelectorAll('[role="tabpanel"]')].filter(shown).length,
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
  };
};

/**
 * How the bundles fail, and what may be said of it: the probe's note of the failure (which must
 * be there), the browser's own words for it.
 */
const FAULTS: [ScriptFault, string, RegExp, RegExp[]][] = [
  [
    "abort",
    "never arrive",
    new RegExp(`^/${DEFAULT_LANGUAGE}/ not loaded: script http://localhost:\\d+/[^ ]+\\.js$`),
    // The bundles' preloads fail too; Chromium says each failed load in the console.
    [
      new RegExp(`^/${DEFAULT_LANGUAGE}/ not loaded: link http://localhost:\\d+/[^ ]+\\.js$`),
      /^console: Failed to load resource/,
    ],
  ],
  [
    "throw",
    "throw as they run",
    new RegExp(`^/${DEFAULT_LANGUAGE}/ error: .*the app bundle fails`),
    [/^pageerror: .*the app bundle fails/],
  ],
];

for (const [fault, what, failure, alsoSaid] of FAULTS) {
  test(`when the page's bundles ${what}, the page is as without JavaScript: the form goes to mailto:, the menu and the language switch work`, async ({
    visitor,
    host,
  }) => {
    host.scriptFault = fault;
    await visitor.goto(`/${DEFAULT_LANGUAGE}/`);
    await expect
      .poll(() => visitor.evaluate(presentation), { intervals: POLL_INTERVALS })
      .toEqual({ tabList: false, panelsShown: 3, hydrated: false });
    expect(await read(visitor, themeButton(DEFAULT_LANGUAGE, "light"))).toMatchObject({
      visible: false,
    });
    const said = await problems(visitor);
    expect(
      said.some((line) => failure.test(line)),
      `the failure seen in ${said}`,
    ).toBe(true);
    expect(
      said.filter((line) => ![failure, ...alsoSaid].some((known) => known.test(line))),
    ).toEqual([]);

    await visitor.evaluate(recordSubmissions);
    for (const name of Object.keys(TYPED) as Field[]) {
      await click(visitor, field(name));
      await visitor.type(TYPED[name]);
    }
    await click(visitor, { css: "#contact button", name: fr.contact.form.send });
    const owner = await visitor.evaluate(
      () => document.querySelector("#contact a[href^='mailto:']")!.textContent,
    );
    await expect
      .poll(
        () =>
          visitor.evaluate(() => (window as unknown as { submissions: Submission[] }).submissions),
        {
          intervals: POLL_INTERVALS,
        },
      )
      .toEqual([{ prevented: false, action: `mailto:${owner}`, fields: TYPED }]);

    // The <details> menu opens, and its links are followed.
    await visitor.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await click(visitor, { css: "header summary", name: fr.a11y.menu });
    const experience = { css: "header details a", name: fr.navbar.experience };
    await expect
      .poll(() => read(visitor, experience), { intervals: POLL_INTERVALS })
      .toMatchObject({ visible: true });
    await click(visitor, experience);
    await expect
      .poll(() => visitor.evaluate(() => location.hash), { intervals: POLL_INTERVALS })
      .toBe("#experience");

    // The language switch is in no bundle: the other page comes with what was typed.
    await click(visitor, languageLink(SECOND_LANGUAGE));
    await expect
      .poll(
        () =>
          visitor
            .evaluate(() => [document.documentElement.lang, location.pathname, location.hash])
            .catch(() => []),
        { intervals: POLL_INTERVALS },
      )
      .toEqual([SECOND_LANGUAGE, `/${SECOND_LANGUAGE}/`, "#experience"]);
    await expect
      .poll(
        () => read(visitor, { ...field("name"), name: strings(SECOND_LANGUAGE).contact.form.name }),
        {
          intervals: POLL_INTERVALS,
        },
      )
      .toMatchObject({ value: TYPED.name });
  });
}

test("a page whose scripts run is not mistaken for one whose scripts failed", async ({
  visitor,
}) => {
  await visitor.goto(`/${DEFAULT_LANGUAGE}/`);
  await waitForPage(visitor, `/${DEFAULT_LANGUAGE}/`, DEFAULT_LANGUAGE);
  expect(await visitor.evaluate(presentation)).toEqual({
    tabList: true,
    panelsShown: 1,
    hydrated: true,
  });
});
