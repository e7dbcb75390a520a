// The JSON Resume of each language (src/json-resume/), made from the content with the pages.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { UNCONFIGURED_PORT } from "../../playwright.config";
import { ADDED_PROJECT, CHANGED_POSITIONS } from "../../scripts/lib/content-change.mjs";
import type { JsonResume } from "../../src/json-resume/json-resume";
import { jsonResumeProblems } from "../json-resume-schema";
import {
  CASE_STUDY_IDS,
  LANGUAGES,
  PREFIX_TAG,
  SITE_URL,
  caseStudyPagePath,
  test,
  inLanguage,
} from "./fixtures";

/** The JSON Resume the page's <head> links to, fetched as a tool reading the page would. */
async function linkedResume(page: Page, request: APIRequestContext) {
  const links = page.locator('head link[rel="alternate"][type="application/json"]');
  await expect(links).toHaveCount(1);
  const href = (await links.getAttribute("href"))!;
  const response = await request.get(new URL(href, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json");
  return { href, resume: (await response.json()) as JsonResume };
}

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));

/** Each experience card as the page shows it: title, highlights, then the impact line. */
const experienceCards = (page: Page) =>
  page.locator("#experience article").evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector("h3")?.textContent ?? "",
      highlights: [...card.querySelectorAll("h4 + ul > li, p:has(> strong)")].map(
        (line) => line.textContent ?? "",
      ),
    })),
  );

/** The title an experience card shows: "role, company" (CONTENT.md). */
const cardTitle = (job: JsonResume["work"][number]) =>
  job.name ? `${job.position}, ${job.name}` : job.position;

test.describe("JSON Resume", () => {
  test(
    "each language's page links its own JSON Resume, valid and saying what the page says",
    PREFIX_TAG,
    async ({ page, request, pathPrefix }) => {
      const resumes: JsonResume[] = [];
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}/`);
        const { href, resume } = await linkedResume(page, request);
        expect(href).toBe(`${pathPrefix}/cv/cv-camille-laurent-${language}.json`);
        expect(jsonResumeProblems(resume)).toEqual([]);
        expect(resume.meta.language).toBe(language);
        expect(resume.meta.canonical).toMatch(new RegExp(`^https://[^/]+${href}$`));

        // The owner, as the hero, the title, the canonical link and the About section say it.
        const name = page.getByRole("heading", { level: 1 }).locator("span").first();
        await expect(name).toHaveText(resume.basics.name);
        await expect(page).toHaveTitle(`${resume.basics.name} · ${resume.basics.label}`);
        const canonical = page.locator('head link[rel="canonical"]');
        await expect(canonical).toHaveAttribute("href", resume.basics.url);
        await expect(page.locator("#about p")).toHaveText(resume.basics.summary);
        for (const profile of resume.basics.profiles) {
          // The contact section's link to the profile, named after its network.
          await expect(page.locator(`#contact a[href="${profile.url}"]`)).toContainText(
            profile.network,
          );
        }

        // The entries, in the page's order and words.
        const cards = await experienceCards(page);
        expect(cards.length).toBeGreaterThanOrEqual(2);
        expect(resume.work.map(cardTitle)).toEqual(cards.map((card) => card.title));
        expect(cards[0]!.highlights.length).toBeGreaterThanOrEqual(2);
        expect(resume.work[0]!.highlights).toEqual(cards[0]!.highlights);
        expect(resume.education.map((step) => step.studyType)).toEqual(
          await texts(page, "#timeline h3"),
        );
        expect(resume.skills.map((category) => category.name)).toEqual(
          await texts(page, "#skills h3"),
        );
        expect(resume.projects.map((project) => project.name)).toEqual(
          await texts(page, "#panel-projects h4"),
        );
        // A project's address is its case study page's, under the path prefix too; its
        // highlights are the case study's results.
        // Each project card carries the project's id, its anchor (/fr/#fleet-app).
        const cardIds = await page
          .locator("#panel-projects [id]:has(h4)")
          .evaluateAll((cards) => cards.map((card) => card.id));
        expect(cardIds).toHaveLength(resume.projects.length);
        const caseStudies = cardIds.flatMap((id, index) =>
          CASE_STUDY_IDS.includes(id) ? [{ id, project: resume.projects[index]! }] : [],
        );
        expect(caseStudies.map(({ id }) => id)).toEqual(CASE_STUDY_IDS);
        for (const { id, project } of caseStudies) {
          expect(project.url).toBe(`${SITE_URL}${pathPrefix}${caseStudyPagePath(language, id)}`);
          expect(project.highlights?.length).toBeGreaterThanOrEqual(1);
          expect(project.roles).toHaveLength(1);
        }
        resumes.push(resume);
      }
      // Each file in its own language: no two alike.
      const distinct = (values: unknown[]) => new Set(values).size;
      expect(distinct(resumes.map((resume) => resume.work[0]!.position))).toBe(resumes.length);
      expect(distinct(resumes.map((resume) => resume.basics.summary))).toBe(resumes.length);
    },
  );

  test("a changed experience title and an added project reach every JSON Resume", async ({
    page,
    request,
  }) => {
    const { employer, positions } = CHANGED_POSITIONS;
    for (const language of LANGUAGES) {
      await page.goto(`http://localhost:${UNCONFIGURED_PORT}/${language}/`);
      const { resume } = await linkedResume(page, request);
      expect(jsonResumeProblems(resume)).toEqual([]);
      expect(resume.work[0]).toMatchObject({
        position: inLanguage(positions, language).changed,
        name: employer,
      });
      const project = resume.projects.find(
        (entry) => entry.name === inLanguage(ADDED_PROJECT.title, language),
      );
      // No case study, no code, no demo: no address, rather than a made-up one.
      expect(project).toMatchObject({ keywords: ["YAML"] });
      expect(project).not.toHaveProperty("url");
      expect(project).not.toHaveProperty("highlights");
    }
  });
});
