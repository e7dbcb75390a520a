import { expect, test } from "@playwright/test";
import { UNCONFIGURED_PORT } from "../../playwright.config";
import { LANGUAGES, inLanguage, DEFAULT_LANGUAGE } from "./fixtures";

// scripts/build-test-sites.mjs appends tests/e2e/content-change/added-project.yaml to
// content/projects.yaml before building the site served on UNCONFIGURED_PORT.
const rebuilt = `http://localhost:${UNCONFIGURED_PORT}`;
const added = { fr: "Projet ajouté par une éditrice", en: "Project added by an editor" } as const;

for (const language of LANGUAGES) {
  test(`an entry added to the YAML shows on /${language}/ after a rebuild`, async ({ page }) => {
    await page.goto(`${rebuilt}/${language}/#added-by-editor`);
    const card = page.locator("#added-by-editor");
    await expect(card.getByRole("heading", { name: inLanguage(added, language) })).toBeVisible();
    await expect(card).toContainText("YAML");
  });
}

test("the shipped build does not have it", async ({ page }) => {
  await page.goto(`/${DEFAULT_LANGUAGE}/`);
  await expect(page.locator("#added-by-editor")).toHaveCount(0);
});
