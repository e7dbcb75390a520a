// A site of more languages than two in each engine (scripts/languages-site.mjs: German, Hebrew
// and Polish published, Hebrew right to left): the chooser is a list the visitor opens and
// follows, carrying what they typed; a right-to-left page is laid out mirrored. Every language
// here is read from that site's own content/languages.yaml.
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { DESKTOP, registryAt } from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import { click, open, problems, read, waitForPage, type Target } from "./visit";

const SITE = join(__dirname, "../../test-sites/languages");
const PUBLISHED = registryAt(SITE).filter((language) => language.published);
const [DEFAULT, SECOND] = PUBLISHED as [(typeof PUBLISHED)[0], (typeof PUBLISHED)[0]];
const RIGHT_TO_LEFT = PUBLISHED.find((language) => language.dir === "rtl")!;

const SUMMARY: Target = { css: "header details.language-list > summary" };
const nameField: Target = { css: "#contact-name" };

/** In the page: the language list's items as shown (laid out and visible), by language. */
const shownItems = () =>
  [...document.querySelectorAll<HTMLElement>("header details.language-list [lang]")]
    .filter((item) => item.checkVisibility({ visibilityProperty: true }))
    .map((item) => item.getAttribute("lang"));

test("the language list opens, names every published language, and its link switches with the typed text", async ({
  visitor,
}) => {
  await open(visitor, `/${DEFAULT.code}/`);
  expect(await visitor.evaluate(shownItems)).toEqual([]);
  await click(visitor, nameField);
  await visitor.type("Ada Lovelace");
  await click(visitor, SUMMARY);
  await expect.poll(() => visitor.evaluate(shownItems)).toEqual(PUBLISHED.map(({ code }) => code));
  await click(visitor, { css: `header a[hreflang="${SECOND.code}"]`, name: SECOND.name });
  await waitForPage(visitor, `/${SECOND.code}/`, SECOND.code);
  expect(await read(visitor, nameField)).toMatchObject({ value: "Ada Lovelace" });
  expect(await visitor.evaluate(() => document.activeElement?.matches("summary") ?? false)).toBe(
    true,
  );
  expect(await problems(visitor)).toEqual([]);
});

test.describe("on a desktop", () => {
  test.use({ size: DESKTOP });

  test("a right-to-left page is laid out mirrored, its e-mail address left to right", async ({
    visitor,
  }) => {
    const brandX = async (code: string) => {
      await open(visitor, `/${code}/`);
      return visitor.evaluate(() => {
        const box = document.querySelector("header nav > a")!.getBoundingClientRect();
        return { left: box.left, right: box.right, width: innerWidth };
      });
    };
    const ltr = await brandX(DEFAULT.code);
    expect(ltr.left).toBeLessThan(ltr.width / 2);
    const rtl = await brandX(RIGHT_TO_LEFT.code);
    expect(rtl.right).toBeGreaterThan(rtl.width / 2);
    expect(
      await visitor.evaluate(() => ({
        page: getComputedStyle(document.body).direction,
        email: getComputedStyle(document.querySelector("#contact a[href^='mailto:']")!).direction,
      })),
    ).toEqual({ page: "rtl", email: "ltr" });
    const strings = JSON.parse(
      readFileSync(join(SITE, `locales/${RIGHT_TO_LEFT.code}/translation.json`), "utf8"),
    ) as { home: { greeting: string } };
    expect(await visitor.evaluate(() => document.querySelector("#home")!.textContent)).toContain(
      strings.home.greeting,
    );
    expect(await problems(visitor)).toEqual([]);
  });
});
