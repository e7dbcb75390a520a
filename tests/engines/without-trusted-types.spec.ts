// The page in a browser without Trusted Types (Safari before 26, Firefox before 148): the
// policy's `require-trusted-types-for` is then unknown to it, and the bundle loader and webpack
// hand plain strings to the DOM. Taken away by the engine's own switch (a Firefox preference, a
// WebKit feature flag); Chromium has no switch left for it: these run in Firefox and WebKit.
import { expect, test } from "./fixtures";
import { open, problems } from "./visit";
import { SECOND_LANGUAGE } from "../e2e/fixtures";

test.use({ without: ["trusted-types"] });
test.skip(({ engine }) => engine === "chromium", "Chromium cannot turn Trusted Types off");

test("the page loads its bundles and hydrates, with no error", async ({ visitor }) => {
  await open(visitor, `/${SECOND_LANGUAGE}/`);
  expect(await visitor.evaluate(() => "trustedTypes" in window)).toBe(false);
  expect(await problems(visitor)).toEqual([]);
});
