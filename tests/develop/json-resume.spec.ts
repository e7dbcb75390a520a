// `npm run develop` writes the JSON Resumes too, and again after each content edit: an editor
// previewing a change sees the JSON Resume follow it, as the page does.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { CHANGED_POSITIONS, withChangedPositions } from "../../scripts/lib/content-change.mjs";
import type { JsonResume } from "../../src/json-resume/json-resume";
import { LANGUAGES, inLanguage } from "../e2e/fixtures";

const EXPERIENCE = "content/experience.yaml";

const firstPosition = async (request: APIRequestContext, href: string) => {
  const response = await request.get(href);
  return response.ok() ? ((await response.json()) as JsonResume).work[0]?.position : undefined;
};

test("each page links its JSON Resume, which follows a content edit", async ({ page, request }) => {
  const hrefs: string[] = [];
  for (const language of LANGUAGES) {
    await page.goto(`/${language}/`);
    const link = page.locator('head link[rel="alternate"][type="application/json"]');
    await expect(link).toHaveAttribute("href", `/cv/cv-camille-laurent-${language}.json`);
    const href = (await link.getAttribute("href"))!;
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
    const resume = (await response.json()) as JsonResume;
    expect(resume.meta.language).toBe(language);
    await expect(page.getByRole("heading", { level: 1 }).locator("span").first()).toHaveText(
      resume.basics.name,
    );
    hrefs.push(href);
  }

  // The edit the content-change test build makes (scripts/build-test-sites.mjs).
  const shipped = readFileSync(EXPERIENCE, "utf8");
  const edited = withChangedPositions(shipped);
  const changedPosition = (language: string) =>
    inLanguage(CHANGED_POSITIONS.positions, language).changed;
  const before = await Promise.all(hrefs.map((href) => firstPosition(request, href)));
  try {
    writeFileSync(EXPERIENCE, edited);
    // The development server picks the change up on its own, in a second or two.
    for (const [index, language] of LANGUAGES.entries()) {
      await expect
        .poll(() => firstPosition(request, hrefs[index]!), { timeout: 60_000 })
        .toBe(changedPosition(language));
    }
  } finally {
    writeFileSync(EXPERIENCE, shipped);
  }
  // And back, so the server ends as it started.
  for (const [index, href] of hrefs.entries()) {
    await expect.poll(() => firstPosition(request, href), { timeout: 60_000 }).toBe(before[index]);
  }
});
