// The content editor of `npm run develop` (CONTENT.md, "Edit in the browser"): Decap CMS at
// /admin/ on the development server, saving into the working tree. A save changes only the
// lines of what was changed (a case study's Markdown too, typed in Decap's rich-text editor),
// the page shows it, a case study written in the form gets its page, a mistake the form cannot
// see is refused with the build's line, and the editor asks nothing of any other host.
//
// EDITOR_SCREENSHOT=1 also rewrites docs/screenshots/editor-desktop.png (shown in CONTENT.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  caseStudyPagePath,
  LANGUAGES,
  SITE_LANGUAGES,
  DEFAULT_LANGUAGE,
  otherLanguage,
  inLanguage,
  type Language,
  SECOND_LANGUAGE,
} from "../e2e/fixtures";
import { openOnceServed, pageData } from "./page-data";
import { SERVER_TIMEOUT } from "./server-output";

const ROOT = join(__dirname, "../..");
const EXPERIENCE = "content/experience.yaml";
const ENGLISH_STRINGS = `locales/${SECOND_LANGUAGE}/translation.json`;
const PROJECTS = "content/projects.yaml";
const SCREENSHOT = "docs/screenshots/editor-desktop.png";
const ORIGINAL_TITLE = "Senior software engineer, Northwind Bank";
const ORIGINAL_GREETING = "Hello, I am";
/** The labels of a text's two languages in the form. */
/** A language's part of a field, as the editor labels it (src/editor/field-labels.ts). */
const languageLabel = (code: Language) => {
  const { name } = SITE_LANGUAGES.find((language) => language.code === code)!;
  return `${name} (${code})`;
};

/**
 * What the server's page data holds once each file is as the tests found it: the afterEach
 * puts the files back and waits for these. A case study's texts are written as JSON strings
 * (with their quotes): a text the test made longer still contains the original one.
 */
const ORIGINAL_SHOWN: Record<string, { path: string; text: string }[]> = {
  [EXPERIENCE]: [{ path: `/${SECOND_LANGUAGE}/`, text: ORIGINAL_TITLE }],
  [ENGLISH_STRINGS]: [{ path: `/${SECOND_LANGUAGE}/`, text: ORIGINAL_GREETING }],
  [PROJECTS]: [
    {
      path: caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre"),
      text: JSON.stringify(
        "to produce the monthly execution report, instead of two days consolidating spreadsheets.",
      ),
    },
    {
      path: caseStudyPagePath(SECOND_LANGUAGE, "fleet-app"),
      text: JSON.stringify("Full-stack developer in Contoso Mobility's product team (six people)"),
    },
  ],
};

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

/** Puts a file back in one step, as the editor saves: the server's watcher never reads it half-written. */
function putBack(file: string, text: string) {
  const temporary = join(ROOT, ".content-editor-test.tmp");
  writeFileSync(temporary, text);
  renameSync(temporary, join(ROOT, file));
}

/** The lines `git diff` shows between two versions of a file, without its headers. */
function changedLines(before: string, after: string): string[] {
  const folder = mkdtempSync(join(tmpdir(), "editor-diff-"));
  try {
    writeFileSync(join(folder, "before"), before);
    writeFileSync(join(folder, "after"), after);
    const diff = spawnSync("git", ["diff", "--no-index", "--no-color", "-U0", "before", "after"], {
      cwd: folder,
      encoding: "utf8",
    });
    return diff.stdout
      .split("\n")
      .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every request that would leave this machine is recorded and refused. */
async function keepOnThisMachine(page: Page): Promise<string[]> {
  const elsewhere: string[] = [];
  await page.context().route("**/*", (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === "localhost" || hostname === "127.0.0.1") return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  return elsewhere;
}

/** The local backend has no password; Decap still asks for the click once per browser. */
async function logIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
}

/** A file of a collection (by its name in the editor's config), through the collection's page. */
async function openFile(page: Page, collection: string, file: string) {
  await page.goto(`/admin/#/collections/${collection}`);
  await page.getByText(file, { exact: true }).click();
}

/**
 * An item of a list (an entry of a list collection, a case study's result), opened by its
 * expand button; a collapsed item shows its summary (an entry's id, a result's French text),
 * which stays first in the item once it is open.
 */
async function openItem(scope: Locator, summary: string): Promise<Locator> {
  const item = scope.getByText(summary, { exact: true }).first().locator("xpath=..");
  await item.getByRole("button").first().click();
  return item;
}

const openEntry = (page: Page, id: string) => openItem(page.locator("body"), id);

/**
 * A field inside `scope`, by the kind of Decap widget it is (`object` for a group of fields,
 * `list`, `markdown`, `string`) and its own label; the fields of a case study, optional in the
 * form (the build checks what a written one lacks), are labelled "... (optional)".
 */
function field(scope: Locator, kind: string, label: string): Locator {
  const ownLabel = scope.page().locator(":scope > div > label", {
    // A language's part is labelled with its code in brackets: `English (en)`.
    hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(optional\\))?$`),
  });
  return scope.locator(`[aria-label="${kind} field"]`).filter({ has: ownLabel }).first();
}

/**
 * Types at the end of a Markdown field, in Decap's rich-text editor, after a click in the blank
 * space under its text, which puts the caret at the end (as a person continues a text). A click
 * into the text itself reaches the editor (Slate) through a throttled `selectionchange`: keys
 * typed at once could land where the caret was before. `**bold**` parts are typed with the
 * toolbar's Bold button on, then off.
 */
async function typeAtEnd(markdown: Locator, text: string) {
  await markdown.locator('[class*="InsertionPoint"]').click();
  for (const [index, part] of text.split("**").entries()) {
    if (index > 0) await markdown.getByRole("button", { name: "Bold" }).click();
    if (part) await markdown.page().keyboard.type(part);
  }
}

/** The first line of `text` that starts with `start`. */
function lineStarting(text: string, start: string): string {
  const line = text.split("\n").find((candidate) => candidate.startsWith(start));
  if (line === undefined) throw new Error(`no line starts with ${JSON.stringify(start)}`);
  return line;
}

/** content/projects.yaml without a project's case study (its entry's last field, as written). */
function withoutCaseStudy(text: string, id: string): string {
  const start = text.indexOf("  caseStudy:\n", text.indexOf(`- id: ${id}\n`));
  if (!text.includes(`- id: ${id}\n`) || start === -1) {
    throw new Error(`no case study for ${id} in ${PROJECTS}`);
  }
  const end = text.indexOf("\n- id: ", start);
  return text.slice(0, start) + (end === -1 ? "" : text.slice(end + 1));
}

/** A case study typed into the form, short, its Markdown with a bold word. */
const NEW_CASE_STUDY = {
  role: { fr: "Développeuse du tableau de bord", en: "Developer of the dashboard" },
  period: "2023",
  context: {
    fr: "Des positions GPS toutes les deux minutes.",
    en: "GPS positions every two minutes.",
  },
  built: { fr: "Une carte suivie avec **SignalR**.", en: "A live map with **SignalR**." },
  result: { fr: "de pannes imprévues en moins.", en: "fewer unplanned breakdowns." },
};

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

async function publishAndWait(page: Page) {
  await publish(page);
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
}

/** Whether the page data the server serves for `pagePath` gives the project a case study. */
async function hasCaseStudy(page: Page, pagePath: string, projectId: string): Promise<boolean> {
  const data = await pageData(page.request, pagePath);
  if (!data) return false;
  const projects: { yamlId: string; caseStudy: object | null }[] =
    JSON.parse(data).result.data.allProjectsYaml.nodes;
  return projects.some((project) => project.yamlId === projectId && project.caseStudy !== null);
}

test.describe("the content editor at /admin/", () => {
  const originals = {
    [EXPERIENCE]: read(EXPERIENCE),
    [ENGLISH_STRINGS]: read(ENGLISH_STRINGS),
    [PROJECTS]: read(PROJECTS),
  };

  test.afterEach(async ({ page }) => {
    const changed = Object.entries(originals).filter(([file, text]) => read(file) !== text);
    for (const [file, text] of changed) putBack(file, text);
    // Leaves the server as it found it: the pages show the original texts again.
    for (const { path, text } of changed.flatMap(([file]) => ORIGINAL_SHOWN[file]!)) {
      await expect
        .poll(() => pageData(page.request, path), { timeout: SERVER_TIMEOUT })
        .toContain(text);
    }
  });

  test("saves a title and a string in place, and the page shows them", async ({ page }) => {
    // Two saves, then the development server rebuilds the page: slower than one look at it.
    test.slow();
    const elsewhere = await keepOnThisMachine(page);
    const title = "Principal software engineer, Northwind Bank";
    const greeting = "Hi there, I am";

    await logIn(page);
    await openFile(page, "experience", EXPERIENCE);
    const entry = await openEntry(page, "northwind-bank");
    const englishTitle = field(entry, "object", "Title").getByLabel(
      languageLabel(otherLanguage(DEFAULT_LANGUAGE)),
      { exact: true },
    );
    if (process.env.EDITOR_SCREENSHOT === "1") {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(englishTitle).toBeVisible();
      await page.screenshot({ path: join(ROOT, SCREENSHOT) });
    }
    await englishTitle.fill(title);
    await publishAndWait(page);
    await expect.poll(() => read(EXPERIENCE)).not.toBe(originals[EXPERIENCE]);
    expect(changedLines(originals[EXPERIENCE], read(EXPERIENCE))).toEqual([
      `-    en: ${ORIGINAL_TITLE}`,
      `+    en: ${title}`,
    ]);

    await openFile(page, "locales", ENGLISH_STRINGS);
    await field(page.locator("body"), "object", "Home")
      .getByLabel("Greeting", { exact: true })
      .fill(greeting);
    await publishAndWait(page);
    await expect.poll(() => read(ENGLISH_STRINGS)).not.toBe(originals[ENGLISH_STRINGS]);
    expect(changedLines(originals[ENGLISH_STRINGS]!, read(ENGLISH_STRINGS))).toEqual([
      `-    "greeting": "${ORIGINAL_GREETING}",`,
      `+    "greeting": "${greeting}",`,
    ]);

    // The development server picks the files up and updates the page (see page-data.ts).
    const saved = (text: string) => text.includes(title) && text.includes(greeting);
    await expect
      .poll(async () => saved(await pageData(page.request, `/${SECOND_LANGUAGE}/`)), {
        timeout: SERVER_TIMEOUT,
      })
      .toBe(true);
    await page.goto(`/${SECOND_LANGUAGE}/`);
    await expect(page.locator("#experience")).toContainText(title, { timeout: SERVER_TIMEOUT });
    await expect(page.locator("#home")).toContainText(greeting, { timeout: SERVER_TIMEOUT });
    expect(elsewhere).toEqual([]);
  });

  test("saves a case study's Markdown and a result in place, and its page shows them", async ({
    page,
  }) => {
    test.slow();
    const elsewhere = await keepOnThisMachine(page);
    const original = originals[PROJECTS];
    // Typed at the end of the context's last paragraph and of the first result's English text.
    const context = " Now it takes **ten minutes**.";
    const result = " Checked against the reference totals.";
    const contextLine = lineStarting(original, "        A budget analyst I know");
    const resultLine = lineStarting(original, "          en: to produce the monthly execution");

    await logIn(page);
    await openFile(page, "projects", PROJECTS);
    const caseStudy = field(await openEntry(page, "loi-cadre"), "object", "Case study");
    await typeAtEnd(
      field(
        field(caseStudy, "object", "Context"),
        "markdown",
        languageLabel(otherLanguage(DEFAULT_LANGUAGE)),
      ),
      context,
    );
    const firstResult = await openItem(
      field(caseStudy, "list", "Results"),
      "pour produire le rapport d'exécution mensuel, contre deux jours de consolidation de tableurs.",
    );
    await typeAtEnd(
      field(
        field(firstResult, "object", "Text"),
        "markdown",
        languageLabel(otherLanguage(DEFAULT_LANGUAGE)),
      ),
      result,
    );
    await publishAndWait(page);
    await expect.poll(() => read(PROJECTS)).not.toBe(original);
    expect(changedLines(original, read(PROJECTS))).toEqual([
      `-${contextLine}`,
      `+${contextLine}${context}`,
      `-${resultLine}`,
      `+${resultLine}${result}`,
    ]);

    await openOnceServed(page, caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre"), result.trim());
    await expect(page.locator("#context strong")).toHaveText("ten minutes", {
      timeout: SERVER_TIMEOUT,
    });
    await expect(page.locator("#context")).toContainText("Now it takes ten minutes.");
    await expect(page.locator("#results li").first()).toContainText(result.trim());
    expect(elsewhere).toEqual([]);
  });

  test("writes a new case study from the form, and the project gets its pages", async ({
    page,
  }) => {
    test.slow();
    const elsewhere = await keepOnThisMachine(page);
    // The fleet management system as a project without a case study, and without its pages.
    const without = withoutCaseStudy(originals[PROJECTS], "fleet-app");
    putBack(PROJECTS, without);
    for (const language of LANGUAGES) {
      await expect
        .poll(() => pageData(page.request, caseStudyPagePath(language, "fleet-app")), {
          timeout: SERVER_TIMEOUT,
        })
        .toBe("");
    }

    await logIn(page);
    await openFile(page, "projects", PROJECTS);
    const caseStudy = field(await openEntry(page, "fleet-app"), "object", "Case study");
    const { role, period, context, built, result } = NEW_CASE_STUDY;
    for (const language of LANGUAGES) {
      const name = languageLabel(language);
      await field(caseStudy, "object", "Role").getByLabel(name).fill(inLanguage(role, language));
      await typeAtEnd(
        field(field(caseStudy, "object", "Context"), "markdown", name),
        inLanguage(context, language),
      );
      await typeAtEnd(
        field(field(caseStudy, "object", "Built"), "markdown", name),
        inLanguage(built, language),
      );
    }
    // A period that is the same in every language: its default language's part only.
    await field(caseStudy, "object", "Period")
      .getByLabel(languageLabel(DEFAULT_LANGUAGE))
      .fill(period);
    const results = field(caseStudy, "list", "Results");
    await results.getByRole("button", { name: "Add results" }).click();
    for (const language of LANGUAGES) {
      const name = languageLabel(language);
      await typeAtEnd(
        field(field(results, "object", "Text"), "markdown", name),
        inLanguage(result, language),
      );
    }
    await publishAndWait(page);
    await expect.poll(() => read(PROJECTS)).not.toBe(without);
    // Added after the project's other fields, the period quoted (a number for YAML otherwise).
    expect(changedLines(without, read(PROJECTS))).toEqual([
      "+  caseStudy:",
      "+    role:",
      `+      fr: ${role.fr}`,
      `+      en: ${role.en}`,
      `+    period: "${period}"`,
      "+    context:",
      `+      fr: ${context.fr}`,
      `+      en: ${context.en}`,
      "+    built:",
      `+      fr: ${built.fr}`,
      `+      en: ${built.en}`,
      "+    results:",
      "+      - text:",
      `+          fr: ${result.fr}`,
      `+          en: ${result.en}`,
    ]);

    for (const language of LANGUAGES) {
      await openOnceServed(
        page,
        caseStudyPagePath(language, "fleet-app"),
        inLanguage(role, language),
      );
      await expect(page.locator("main header dl")).toContainText(inLanguage(role, language), {
        timeout: SERVER_TIMEOUT,
      });
      await expect(page.locator("main header dl")).toContainText(period);
      await expect(page.locator("#context")).toContainText(inLanguage(context, language));
      await expect(page.locator("#built strong")).toHaveText("SignalR");
      await expect(page.locator("#results li")).toHaveText([inLanguage(result, language)]);
    }
    // The project's card links to it, once the home page's data says it has a case study.
    await expect
      .poll(() => hasCaseStudy(page, `/${SECOND_LANGUAGE}/`, "fleet-app"), {
        timeout: SERVER_TIMEOUT,
      })
      .toBe(true);
    await page.goto(`/${SECOND_LANGUAGE}/`);
    await expect(
      page.getByRole("link", { name: "Case study of Fleet management system" }),
    ).toHaveAttribute("href", caseStudyPagePath(SECOND_LANGUAGE, "fleet-app"), {
      timeout: SERVER_TIMEOUT,
    });
    expect(elsewhere).toEqual([]);
  });

  test("refuses a duplicate id with the build's message and leaves the file alone", async ({
    page,
  }) => {
    const elsewhere = await keepOnThisMachine(page);
    await logIn(page);
    await openFile(page, "experience", EXPERIENCE);
    const entry = await openEntry(page, "contoso-mobility");
    await entry.getByLabel("ID", { exact: true }).first().fill("northwind-bank");
    await publish(page);
    await expect(
      page.getByText(
        'content/experience.yaml: entry "northwind-bank" field "id": duplicate id "northwind-bank" (also entry 1)',
      ),
    ).toBeVisible();
    expect(read(EXPERIENCE)).toBe(originals[EXPERIENCE]);
    expect(elsewhere).toEqual([]);
  });
});
