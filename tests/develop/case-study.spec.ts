// A case study as its editor previews it with `npm run develop` (CONTENT.md, "Case studies"):
// a save of its Markdown texts in content/projects.yaml shows on its page in both languages, and
// the file put back shows the original again. Its mistakes are in live-check.spec.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { caseStudyPagePath, LANGUAGES, type Language, inLanguage } from "../e2e/fixtures";
import { replaced } from "./file-edits";
import { openOnceServed } from "./page-data";
import { SERVER_TIMEOUT } from "./server-output";

const PROJECTS = "content/projects.yaml";
const PROJECT = "expense-tracker";

interface Edit {
  from: string;
  to: string;
}

/**
 * Per language, the edits: the context's first words, one of them made bold (the sample's
 * context has no bold), and the end of the first result's text.
 */
const EDITS: Record<Language, { context: Edit; bold: string; result: Edit }> = {
  fr: {
    context: { from: "Je notais mes dépenses", to: "Je notais **toutes** mes dépenses" },
    bold: "toutes",
    result: {
      from: "mesurées sur un an d'utilisation.",
      to: "mesurées sur deux ans d'utilisation.",
    },
  },
  en: {
    context: { from: "I kept track of my spending", to: "I kept track of **all** my spending" },
    bold: "all",
    result: { from: "measured over a year of use.", to: "measured over two years of use." },
  },
};

async function expectOriginal(page: Page, language: Language) {
  const { context, result } = inLanguage(EDITS, language);
  await openOnceServed(page, caseStudyPagePath(language, PROJECT), result.from);
  await expect(page.locator("#context")).toContainText(context.from, { timeout: SERVER_TIMEOUT });
  await expect(page.locator("#context strong")).toHaveCount(0);
  await expect(page.locator("#results li").first()).toContainText(result.from);
}

test("a case study's texts, edited and saved, show on its page in both languages", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const original = readFileSync(PROJECTS, "utf8");
  let edited = original;
  for (const { context, result } of Object.values(EDITS)) {
    edited = replaced(replaced(edited, context.from, context.to), result.from, result.to);
  }
  for (const language of LANGUAGES) await expectOriginal(page, language);
  try {
    writeFileSync(PROJECTS, edited);
    for (const language of LANGUAGES) {
      const { bold, result } = inLanguage(EDITS, language);
      await openOnceServed(page, caseStudyPagePath(language, PROJECT), result.to);
      // The Markdown as the page shows it: the word in bold, no asterisks.
      await expect(page.locator("#context strong")).toHaveText(bold);
      await expect(page.locator("#context")).not.toContainText("**");
      await expect(page.locator("#results li").first()).toContainText(result.to);
    }
  } finally {
    writeFileSync(PROJECTS, original);
  }
  // And back, so the server ends as it started.
  for (const language of LANGUAGES) await expectOriginal(page, language);
  expect(errors).toEqual([]);
});
