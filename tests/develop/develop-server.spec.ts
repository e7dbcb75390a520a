// `npm run develop`, the README's first command: the development server renders the page in
// the browser (no server HTML to hydrate), and every part of it must be there.
import { expect, test } from "@playwright/test";
import {
  isPageAtUrlLive,
  strings,
  type Language,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "../e2e/fixtures";

const SECTIONS = ["home", "about", "timeline", "experience", "skills", "showcase", "contact"];
/** The sections' headings, as the language's strings give them. */
const titles = (language: Language) => {
  const t = strings(language);
  return [t.timeline.title, t.experience.title, t.skillsTitle, t.portfolio.title, t.contact.title];
};

async function expectWholePage(page: import("@playwright/test").Page, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await page.waitForFunction(isPageAtUrlLive, undefined, { timeout: 60_000 });
  for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toBeVisible();
  for (const name of titles(language)) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText(strings(language).footer.rights);
}

test("the development server shows every section, and the language toggle switches them", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto(`/${DEFAULT_LANGUAGE}/#skills`);
  await expectWholePage(page, DEFAULT_LANGUAGE);
  await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/#skills$`));
  await expectWholePage(page, SECOND_LANGUAGE);
  expect(problems).toEqual([]);
});
