// The development server checks each save of content/ and locales/, as an editor works: a
// mistake is named in the terminal and in a panel on the page (the home page, or the case study
// page of the entry at fault), the page keeps the last valid content, no tracked file changes,
// and fixing the file shows the change, without a restart.
// Each test edits a real file of this checkout and restores it, whatever happens.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { CONTENT_VALID_AGAIN } from "../../src/live-check/live-messages";
import { caseStudyPagePath, DEFAULT_LANGUAGE, SECOND_LANGUAGE } from "../e2e/fixtures";
import { replaced } from "./file-edits";
import {
  SERVER_TIMEOUT,
  serverOutputSince,
  serverOutputSize,
  serverTextSince,
} from "./server-output";

interface Mistake {
  name: string;
  file: string;
  path: string;
  /** The file with the mistake. */
  make: (text: string) => string;
  /** The line the terminal and the panel must show, given the broken file. */
  problem: (broken: string) => string;
  /** The file fixed, with a change the page must then show. */
  fix: (text: string) => string;
  /** What the page shows of the content before the mistake, and of the fixed content. */
  shown: (page: Page) => Locator;
  before: string;
  after: string;
  /** The page's parts, every one of which must still be there while the mistake stands. */
  parts: (page: Page) => Locator;
  partCount: number;
}

const lineOf = (text: string, line: string) => text.split("\n").indexOf(line) + 1;
const experienceTitle = (id: string) => (page: Page) => page.locator(`#experience-${id}`);
const experienceCard = (id: string) => (page: Page) =>
  page.locator(`article[aria-labelledby="experience-${id}"]`);
const experienceCards = {
  parts: (page: Page) => page.locator("#experience article"),
  partCount: 3,
};
/** A case study's sections: context, built, results, screens. */
const caseStudySections = {
  parts: (page: Page) => page.locator("main article > section"),
  partCount: 4,
};

const FR_TITLE = "    fr: Ingénieure logicielle senior, Northwind Bank";
const NEW_FR_TITLE = "    fr: Ingénieure logicielle principale, Northwind Bank";

const MISTAKES: Mistake[] = [
  {
    name: "a missing translation",
    file: "content/experience.yaml",
    path: `/${SECOND_LANGUAGE}/`,
    make: (text) => replaced(text, "    en: Senior software engineer, Northwind Bank\n", ""),
    problem: () =>
      'content/experience.yaml: entry "northwind-bank" field "title.en": required, missing',
    fix: (text) => replaced(text, "en: Senior software engineer", "en: Staff software engineer"),
    shown: experienceTitle("northwind-bank"),
    before: "Senior software engineer, Northwind Bank",
    after: "Staff software engineer, Northwind Bank",
    ...experienceCards,
  },
  {
    name: "a duplicated key",
    file: "content/experience.yaml",
    path: `/${DEFAULT_LANGUAGE}/`,
    // The new title written under the old one, which is still there.
    make: (text) => replaced(text, `${FR_TITLE}\n`, `${FR_TITLE}\n${NEW_FR_TITLE}\n`),
    problem: (broken) =>
      `content/experience.yaml:${lineOf(broken, NEW_FR_TITLE)}:5: YAML syntax error: duplicated key "fr" (written twice: keep one)`,
    fix: (text) => replaced(text, FR_TITLE, NEW_FR_TITLE),
    shown: experienceTitle("northwind-bank"),
    before: "Ingénieure logicielle senior, Northwind Bank",
    after: "Ingénieure logicielle principale, Northwind Bank",
    ...experienceCards,
  },
  {
    name: "a wrong type",
    file: "content/experience.yaml",
    path: `/${DEFAULT_LANGUAGE}/`,
    // A year without quotes is a number for YAML.
    make: (text) => replaced(text, "year: 2021 – 2023", "year: 2021"),
    problem: () =>
      'content/experience.yaml: entry "contoso-mobility" field "year": expected text or { fr, en }, got number',
    fix: (text) => replaced(text, "year: 2021 – 2023", 'year: "2021"'),
    shown: experienceCard("contoso-mobility"),
    before: "2021 – 2023 · Lyon, France",
    after: "2021 · Lyon, France",
    ...experienceCards,
  },
  {
    name: "a missing UI string",
    file: `locales/${SECOND_LANGUAGE}/translation.json`,
    path: `/${SECOND_LANGUAGE}/`,
    make: (text) => replaced(text, '    "title": "Experience",\n', ""),
    problem: () =>
      'locales/en/translation.json: key "experience.title": missing (present in locales/fr/translation.json)',
    fix: (text) => replaced(text, '"title": "Experience"', '"title": "Work experience"'),
    shown: (page) => page.locator("#experience h2"),
    before: "Experience",
    after: "Work experience",
    ...experienceCards,
  },
  {
    name: "a link to a project that does not exist",
    file: "content/projects.yaml",
    path: caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre"),
    make: (text) =>
      replaced(
        text,
        "[fleet management system](project:fleet-app)",
        "[fleet management system](project:fleet)",
      ),
    problem: () =>
      'content/projects.yaml: entry "loi-cadre" field "caseStudy.built.en": link "project:fleet": no project "fleet" in content/projects.yaml (its ids: loi-cadre, expense-tracker, booking-app, fleet-app)',
    fix: (text) => replaced(text, "[fleet management system]", "[fleet tracking system]"),
    shown: (page) => page.locator("#built"),
    before: "the GPS logs of the fleet management system",
    after: "the GPS logs of the fleet tracking system",
    ...caseStudySections,
  },
  {
    name: "a Markdown heading in a case study",
    file: "content/projects.yaml",
    path: caseStudyPagePath(DEFAULT_LANGUAGE, "booking-app"),
    make: (text) =>
      replaced(
        text,
        "        Pendant mon stage",
        "        ## Contexte\n\n        Pendant mon stage",
      ),
    problem: () =>
      'content/projects.yaml: entry "booking-app" field "caseStudy.context.fr": heading "## Contexte": no headings in a text (the page has its own); write a paragraph, with **bold** words if needed',
    fix: (text) => replaced(text, "Pendant mon stage chez", "Lors de mon stage chez"),
    shown: (page) => page.locator("#context"),
    before: "Pendant mon stage chez Fabrikam",
    after: "Lors de mon stage chez Fabrikam",
    ...caseStudySections,
  },
];

const hash = (text: Buffer | string) => createHash("sha1").update(text).digest("hex");

/**
 * Every changed, deleted or untracked file of the checkout (`git status`), with a hash of what
 * it holds: a file already changed before a test must not change either.
 */
function checkoutChanges(): Map<string, string> {
  const status = execFileSync("git", ["status", "--porcelain", "-z", "--untracked-files=all"], {
    encoding: "utf8",
  });
  const files = status
    .split("\0")
    .filter((entry) => entry !== "")
    .map((entry) => entry.slice(3));
  return new Map(
    files.map((file) => [file, existsSync(file) ? hash(readFileSync(file)) : "deleted"]),
  );
}

const panel = (page: Page) => page.getByRole("alert", { name: /^The content has \d+ problems?$/ });

for (const mistake of MISTAKES) {
  test(`${mistake.name} is named in the terminal and on the page, which keeps its content`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const original = readFileSync(mistake.file, "utf8");
    const broken = mistake.make(original);
    const fixed = mistake.fix(original);
    // The checkout as it was, and as it must be once the file is edited: nothing else changes.
    const before = checkoutChanges();
    const withEdit = (text: string) => new Map([...before, [mistake.file, hash(text)]]);
    try {
      await page.goto(mistake.path);
      await expect(mistake.shown(page)).toContainText(mistake.before, { timeout: SERVER_TIMEOUT });

      const offset = serverOutputSize();
      writeFileSync(mistake.file, broken);
      const problem = mistake.problem(broken);
      await expect(panel(page)).toContainText(problem, { timeout: SERVER_TIMEOUT });
      await expect.poll(() => serverTextSince(offset)).toContain(problem);
      // The one-line messages, not an error of Gatsby's (a GraphQL or YAML one) or a stack trace.
      expect(serverOutputSince(offset)).not.toContain("ERROR");
      expect(serverOutputSince(offset)).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      // The last valid content, whole (no section emptied), also in a page opened now, which
      // shows the panel as well.
      await expect(mistake.shown(page)).toContainText(mistake.before);
      await page.reload();
      await expect(panel(page)).toContainText(problem, { timeout: SERVER_TIMEOUT });
      await expect(mistake.shown(page)).toContainText(mistake.before);
      await expect(mistake.parts(page)).toHaveCount(mistake.partCount);
      expect(checkoutChanges()).toEqual(withEdit(broken));

      writeFileSync(mistake.file, fixed);
      await expect(mistake.shown(page)).toContainText(mistake.after, { timeout: SERVER_TIMEOUT });
      await expect(panel(page)).toHaveCount(0);
      await expect.poll(() => serverTextSince(offset)).toContain(CONTENT_VALID_AGAIN);
      expect(checkoutChanges()).toEqual(withEdit(fixed));

      // Back to the file as it was, and shown again: the server has taken the last save in.
      writeFileSync(mistake.file, original);
      await expect(mistake.shown(page)).toContainText(mistake.before, { timeout: SERVER_TIMEOUT });
      expect(errors).toEqual([]);
    } finally {
      writeFileSync(mistake.file, original);
    }
  });
}

/** WCAG 2.2 AA and axe's best practices, as tests/e2e/a11y.spec.ts asks for them. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

test.describe("on a phone, with more problems than the panel can show at once", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the panel is announced, legible in both themes and scrolls from the keyboard", async ({
    page,
  }) => {
    const file = "content/experience.yaml";
    const original = readFileSync(file, "utf8");
    try {
      await page.goto(`/${DEFAULT_LANGUAGE}/`);
      await expect(experienceTitle("northwind-bank")(page)).toContainText(
        "Ingénieure logicielle senior",
        { timeout: SERVER_TIMEOUT },
      );
      // Every English text of the file misspelt: two problems each.
      writeFileSync(file, original.replaceAll("    en: ", "    EN: "));
      // An alert, in English whatever the page's language, named by its heading.
      await expect(panel(page)).toHaveAttribute("lang", SECOND_LANGUAGE, {
        timeout: SERVER_TIMEOUT,
      });
      expect(await panel(page).getByRole("listitem").count()).toBeGreaterThan(10);
      for (const dark of [true, false]) {
        await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
        const { violations } = await new AxeBuilder({ page })
          .withTags(AXE_TAGS)
          .include("#content-problems")
          .analyze();
        expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
      }
    } finally {
      writeFileSync(file, original);
    }
  });
});
