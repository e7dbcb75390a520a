// Nothing a browser keeps can break a page: each key the site keeps in storage, seeded before the
// first script with a value the site never writes, and the page must still hydrate and work as a
// visitor sees it. Listed values, and values drawn by fast-check from a seed: the seed is in every
// test's title and failure message; STORED_VALUES_SEED=<seed> replays the same values.
import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import fc from "fast-check";
import {
  charactersLeftText,
  collectConsoleProblems,
  LANGUAGES,
  strings,
  test,
  waitForHydration,
  type Language,
  otherLanguage,
  DEFAULT_LANGUAGE,
} from "./fixtures";
import { LANGUAGE_SWITCH_STORAGE_KEY, THEME_STORAGE_KEY } from "../../src/config/constants";
import { CONTACT_FIELDS, SEND_COOLDOWN_STORAGE_KEY } from "../../src/config/contact-form";

// Read from their modules where they are exported; the other two are the stores' own
// (src/visitor-state/kept-choices.ts, contact-draft.ts).
const KEYS = {
  "kept-choices": "session",
  "contact-draft": "session",
  [LANGUAGE_SWITCH_STORAGE_KEY]: "session",
  [THEME_STORAGE_KEY]: "local",
  [SEND_COOLDOWN_STORAGE_KEY]: "local",
} as const;
type Key = keyof typeof KEYS;

// The seed is drawn once, in the runner's process, which loads this file before it starts the
// workers: they inherit it, and so list the same tests.
process.env.STORED_VALUES_SEED ??= String(randomInt(2 ** 31));
const SEED = Number(process.env.STORED_VALUES_SEED);
const REPLAY = `STORED_VALUES_SEED=${SEED}`;

/**
 * Where a stored value needs the time of the visit, or the page it is for (a language switch's
 * `at` and `to`): replaced as it is seeded.
 */
const NOW = "__now__";
const HERE = "__here__";

interface Case {
  key: Key;
  /** The stored text, as the site would find it. */
  text: string;
  /** What it is, for the test's title. */
  label: string;
  /** Why the page broke with it on the code these tests were written against (c40f8f2). */
  broke?: string;
}

/** A stored text, shortened for a title. */
const show = (text: string): string =>
  [...(text.length > 120 ? `${text.slice(0, 80)}… (${text.length} characters)` : text)]
    .map((character) =>
      character < " " || character === "\u2028" || character === "\u2029"
        ? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`
        : character,
    )
    .join("");

const HUGE = "x".repeat(200_000);
const IN_OPERATOR = "page error: Cannot use 'in' operator in a value that is not an object";
const NO_PANEL = "no showcase panel shown, no tab reachable by keyboard";
const NOT_A_HASH = `the hash put in the address as a path (/${DEFAULT_LANGUAGE}/42): the router found no page, error #423, not hydrated`;

/** Not what the site writes, whatever the key. */
const ANY_KEY: [string, string?][] = [
  ["{not json"],
  [""],
  ["null"],
  ["42"],
  ["true"],
  [JSON.stringify("text")],
  [JSON.stringify(HUGE)],
  ['[1,"two",null]'],
  ["{}"],
];

const state = (fields: Record<string, unknown>): string =>
  JSON.stringify({ to: HERE, hash: "", scrollY: 0, anchor: null, at: NOW, ...fields });

const LISTED: Record<Key, [string, string?][]> = {
  "kept-choices": [
    ...ANY_KEY.map(([text]): [string, string?] => {
      // What broke the page: `key in choices` of a value that is not an object.
      const broke = ["null", "42", "true", JSON.stringify("text"), JSON.stringify(HUGE)];
      return [text, broke.includes(text) ? IN_OPERATOR : undefined];
    }),
    ['{"tabs:showcase":"no-such-tab"}', NO_PANEL],
    ['{"tabs:showcase":42}', NO_PANEL],
    ['{"tabs:showcase":null}', NO_PANEL],
    ['{"tabs:showcase":"toString"}', NO_PANEL],
    ['{"__proto__":{"tabs:showcase":"stacks"}}'],
  ],
  "contact-draft": [
    ...ANY_KEY.map(([text]): [string, string?] => [
      text,
      text === "null"
        ? "React failed to hydrate (error #423), and the language switch never started"
        : undefined,
    ]),
    ['{"message":42}'],
    ['{"name":["Ada"],"email":{"at":"example.org"}}'],
    ['{"message":null,"name":true}'],
    [`{"email":${JSON.stringify(HUGE)}}`],
  ],
  [LANGUAGE_SWITCH_STORAGE_KEY]: [
    ...ANY_KEY,
    [state({ hash: "#no-such-id" })],
    [state({ hash: "javascript:alert(1)" }), NOT_A_HASH],
    [state({ hash: 42 }), NOT_A_HASH],
    [state({ scrollY: "300" })],
    [state({ anchor: { id: 42, offset: "half" } })],
    [state({ at: 0 })],
    [state({ to: 42 })],
  ],
  [THEME_STORAGE_KEY]: [...ANY_KEY, [JSON.stringify("light")], ["DARK"]],
  [SEND_COOLDOWN_STORAGE_KEY]: [...ANY_KEY, ["abc"], ["Infinity"], ["1e400"]],
};

/** Any JSON: values of every type, nested. */
const json = fc.jsonValue({ maxDepth: 3 });
/** Text stored under a key: anything at all, or JSON of any shape. */
const anyText = fc.oneof(fc.string({ unit: "grapheme", maxLength: 200 }), fc.json({ maxDepth: 3 }));

/** Per key, texts near what the site writes: its own shapes, with values of the wrong kind. */
const GENERATED: Record<Key, fc.Arbitrary<string>> = {
  "kept-choices": fc.oneof(
    anyText,
    fc
      .dictionary(fc.oneof(fc.constant("tabs:showcase"), fc.string()), json, { maxKeys: 3 })
      .map((choices) => JSON.stringify(choices)),
    fc.record({ "tabs:showcase": json }).map((choices) => JSON.stringify(choices)),
  ),
  "contact-draft": fc.oneof(
    anyText,
    fc
      .record({ name: json, email: json, message: json }, { requiredKeys: [] })
      .map((draft) => JSON.stringify(draft)),
  ),
  [LANGUAGE_SWITCH_STORAGE_KEY]: fc.oneof(
    anyText,
    fc
      .record(
        {
          to: fc.oneof(fc.constant(HERE), json),
          hash: fc.oneof(
            fc.string().map((hash) => `#${hash}`),
            json,
          ),
          scrollY: fc.oneof(fc.double(), json),
          anchor: fc.oneof(fc.record({ id: json, offset: json }), json),
          at: fc.oneof(fc.constant(NOW), json),
        },
        { requiredKeys: ["to"] },
      )
      .map((fields) => JSON.stringify(fields)),
  ),
  [THEME_STORAGE_KEY]: fc.oneof(
    anyText,
    fc
      .tuple(fc.constantFrom("dark", "light"), fc.string({ maxLength: 3 }))
      .map(([theme, around]) => `${around}${theme.toUpperCase()}${around}`),
  ),
  [SEND_COOLDOWN_STORAGE_KEY]: fc.oneof(
    anyText,
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.date({ noInvalidDate: true }).map((date) => String(date.getTime())),
  ),
};
const GENERATED_PER_KEY = 2;

const CASES: Case[] = (Object.keys(KEYS) as Key[]).flatMap((key, index): Case[] => [
  ...LISTED[key].map(([text, broke]): Case => ({ key, text, label: show(text), broke })),
  ...fc
    .sample(GENERATED[key], { seed: SEED + index, numRuns: GENERATED_PER_KEY })
    .map((text, run): Case => ({ key, text, label: `drawn #${run + 1}: ${show(text)}` })),
]);

/**
 * Seeds `key` with `text` before the first script of the first document, and only there: an init
 * script runs in every document of the page, the other language's page included. Taken off once
 * the first page has loaded (the call returned), and checking the path until then.
 */
async function seed(page: Page, { key, text }: Case, path: string): Promise<() => Promise<void>> {
  const script = await page.addInitScript(
    ([area, key, text, path, now, here]) => {
      if (location.pathname !== path) return;
      const storage = area === "local" ? localStorage : sessionStorage;
      const value = text
        .replaceAll(JSON.stringify(now), String(Date.now()))
        .replaceAll(JSON.stringify(here), JSON.stringify(path));
      storage.setItem(key, value);
    },
    [KEYS[key], key, text, path, NOW, HERE] as const,
  );
  return () => script.dispose();
}

test.describe(`stored values (${REPLAY})`, () => {
  CASES.forEach((stored, index) => {
    const language = LANGUAGES[index % 2]!;
    const title = `#${index + 1} /${language}/ with ${stored.key} = ${stored.label}`;
    test(title, async ({ page }) => {
      if (stored.broke) {
        test.info().annotations.push({ type: "broke on c40f8f2", description: stored.broke });
      }
      test.info().annotations.push({ type: "replay", description: REPLAY });
      const problems = await collectConsoleProblems(page);
      try {
        await expectPageWorks(page, stored, language);
        expect(problems.messages, "errors reported").toEqual([]);
      } catch (error) {
        // Every failure says which value, how to draw the same ones again, and what the page said.
        if (error instanceof Error) {
          error.message += `\n\nStored: ${stored.key} = ${stored.label}; replay with ${REPLAY}`;
          if (problems.messages.length > 0) {
            error.message += `\nReported by the page:\n${problems.messages.join("\n")}`;
          }
        }
        throw error;
      }
    });
  });
});

/** Seeded before its first script, the page hydrates and works as a visitor sees it. */
async function expectPageWorks(page: Page, stored: Case, language: Language): Promise<void> {
  const t = strings(language);
  const path = `/${language}/`;
  const unseed = await seed(page, stored, path);
  await page.goto(path);
  await unseed();
  await waitForHydration(page);

  // The showcase: one tab reachable by keyboard, its panel shown.
  const showcase = page.locator("#showcase");
  const reachable = showcase.locator('[role="tab"][tabindex="0"]');
  await expect(reachable, "one tab reachable by keyboard").toHaveCount(1);
  const panel = showcase.locator(`#${await reachable.getAttribute("aria-controls")}`);
  await expect(panel, "the chosen tab's panel shown").toBeVisible();

  // The theme, as a visitor sees it: the page changes, and the button offers the other.
  const root = page.locator("html");
  const dark = await root.evaluate((html) => html.classList.contains("dark"));
  const offer = (toDark: boolean) =>
    page.getByRole("button", { name: toDark ? t.a11y.switchToDark : t.a11y.switchToLight });
  await expect(offer(!dark), "the theme button offers the other theme").toBeVisible();
  await offer(!dark).click();
  await expect(root, "the theme changed").toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await expect(offer(dark), "the theme button offers the other theme").toBeVisible();

  // The form takes text, and React follows it (the characters left near the limit).
  await page.locator("#contact-name").fill("Ada");
  await expect(page.locator("#contact-name"), "the name typed").toHaveValue("Ada");
  const left = 400;
  await page.locator("#contact-message").fill("a".repeat(CONTACT_FIELDS.message.maxLength - left));
  await expect(page.locator("#contact-message-left"), "the characters left").toHaveText(
    charactersLeftText(language, left),
  );

  // The language link leads to the other page, which hydrates.
  await page.locator(`header a[hreflang="${otherLanguage(language)}"]`).click();
  await expect(page, "the other language's page").toHaveURL(
    new RegExp(`/${otherLanguage(language)}/(#.*)?$`),
  );
  await waitForHydration(page);
}
