import { expect, test } from "@playwright/test";
import { UNCONFIGURED_PORT } from "../../playwright.config";
import { ADDED_PROJECT } from "../../scripts/lib/content-change.mjs";
import { LANGUAGES, inLanguage, DEFAULT_LANGUAGE } from "./fixtures";

// scripts/build-test-sites.mjs appends a project (scripts/lib/content-change.mjs) to
// content/projects.yaml before building the site served on UNCONFIGURED_PORT.
const rebuilt = `http://localhost:${UNCONFIGURED_PORT}`;
const { id, title: added } = ADDED_PROJECT;

for (const language of LANGUAGES) {
  test(`an entry added to the YAML shows on /${language}/ after a rebuild`, async ({ page }) => {
    await page.goto(`${rebuilt}/${language}/#${id}`);
    const card = page.locator(`#${id}`);
    await expect(card.getByRole("heading", { name: inLanguage(added, language) })).toBeVisible();
    await expect(card).toContainText("YAML");
  });
}

test("the shipped build does not have it", async ({ page }) => {
  await page.goto(`/${DEFAULT_LANGUAGE}/`);
  await expect(page.locator(`#${id}`)).toHaveCount(0);
});
