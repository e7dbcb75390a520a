// `npm run develop` serves the CV PDFs and the share cards at their production addresses, made
// from the content as it stands: an editor who changes the CV sees the CV. Each test edits a real
// file of this checkout and restores it, whatever happens.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { CASE_STUDY_IDS, LANGUAGES, strings, SECOND_LANGUAGE } from "../e2e/fixtures";
import { replaced } from "./file-edits";
import { SERVER_TIMEOUT, serverTextSince, serverOutputSize } from "./server-output";

const EXPERIENCE = "content/experience.yaml";
const PROJECTS = "content/projects.yaml";
const SHIPPED_TITLE = "en: Senior software engineer, Northwind Bank";
const CHANGED_TITLE = "en: Payments tech lead, Northwind Bank";

/** The text of the PDF at `href`, its white space collapsed; undefined while it does not answer. */
async function pdfText(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  if (!response.ok()) return undefined;
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** A PNG's bytes, as base64; undefined while it does not answer. */
async function png(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  if (!response.ok()) return undefined;
  expect(response.headers()["content-type"]).toBe("image/png");
  return (await response.body()).toString("base64");
}

test("every share card answers at its production address", async ({ request }) => {
  for (const language of LANGUAGES) {
    const cards = [
      `/share-card-${language}.png`,
      ...CASE_STUDY_IDS.map((id) => `/share-cards/${language}/${id}.png`),
    ];
    for (const card of cards)
      await expect.poll(() => png(request, card), { timeout: SERVER_TIMEOUT }).toBeDefined();
  }
});

test("the hero's CV link gives the CV of the content as it stands, and keeps it through a mistake", async ({
  page,
  request,
}) => {
  const original = readFileSync(EXPERIENCE, "utf8");
  const changed = replaced(original, SHIPPED_TITLE, CHANGED_TITLE);
  // A translation missing: the content check refuses the file.
  const broken = replaced(changed, `    ${CHANGED_TITLE}\n`, "");
  await page.goto(`/${SECOND_LANGUAGE}/`);
  const href = (await page
    .getByRole("link", { name: strings(SECOND_LANGUAGE).home.cv })
    .getAttribute("href"))!;
  expect(href).toBe("/cv/cv-camille-laurent-en.pdf");
  await expect
    .poll(() => pdfText(request, href), { timeout: SERVER_TIMEOUT })
    .toContain("Senior software engineer, Northwind Bank");
  try {
    writeFileSync(EXPERIENCE, changed);
    const saved = Date.now();
    await expect
      .poll(() => pdfText(request, href), { timeout: SERVER_TIMEOUT })
      .toContain("Payments tech lead, Northwind Bank");
    // Said, not checked: times on a shared machine vary too much for an assertion.
    test.info().annotations.push({
      type: "from the save to the new CV",
      description: `${Date.now() - saved} ms`,
    });
    // The French CV is the other language's: it keeps its title.
    expect(await pdfText(request, "/cv/cv-camille-laurent-fr.pdf")).toContain(
      "Ingénieure logicielle senior, Northwind Bank",
    );

    const offset = serverOutputSize();
    writeFileSync(EXPERIENCE, broken);
    await expect
      .poll(() => serverTextSince(offset), { timeout: SERVER_TIMEOUT })
      .toContain(EXPERIENCE);
    expect(await pdfText(request, href)).toContain("Payments tech lead, Northwind Bank");
  } finally {
    writeFileSync(EXPERIENCE, original);
  }
  await expect
    .poll(() => pdfText(request, href), { timeout: SERVER_TIMEOUT })
    .toContain("Senior software engineer, Northwind Bank");
});

test("a case study's share card follows its project's title", async ({ request }) => {
  const card = `/share-cards/${SECOND_LANGUAGE}/fleet-app.png`;
  const original = readFileSync(PROJECTS, "utf8");
  await expect.poll(() => png(request, card), { timeout: SERVER_TIMEOUT }).toBeDefined();
  const shipped = await png(request, card);
  try {
    writeFileSync(
      PROJECTS,
      replaced(original, "    en: Fleet management system\n", "    en: Fleet tracking system\n"),
    );
    await expect.poll(() => png(request, card), { timeout: SERVER_TIMEOUT }).not.toBe(shipped);
  } finally {
    writeFileSync(PROJECTS, original);
  }
  await expect.poll(() => png(request, card), { timeout: SERVER_TIMEOUT }).toBe(shipped);
});

test("a CV whose entry no longer fits on a page answers the build's message, in the terminal too", async ({
  request,
}) => {
  const original = readFileSync(EXPERIENCE, "utf8");
  // About 80 lines: longer than a page, which the CV keeps an entry on.
  const long = Array.from({ length: 1100 }, () => "reliable").join(" ");
  const href = "/cv/cv-camille-laurent-en.pdf";
  const problem =
    'content/experience.yaml: entry "northwind-bank" field "description.en": too long for the CV';
  try {
    const offset = serverOutputSize();
    writeFileSync(
      EXPERIENCE,
      replaced(
        original,
        "    en: Design and development of the instant payments platform",
        `    en: ${long}. Design and development of the instant payments platform`,
      ),
    );
    await expect
      .poll(async () => (await request.get(href)).status(), { timeout: SERVER_TIMEOUT })
      .toBe(500);
    const answer = await request.get(href);
    expect(answer.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await answer.text()).toContain(problem);
    await expect
      .poll(() => serverTextSince(offset), { timeout: SERVER_TIMEOUT })
      .toContain(problem);
  } finally {
    writeFileSync(EXPERIENCE, original);
  }
  await expect
    .poll(() => pdfText(request, href), { timeout: SERVER_TIMEOUT })
    .toContain("Senior software engineer, Northwind Bank");
});
