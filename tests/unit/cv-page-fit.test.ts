/** @jest-environment node */
// Each group of the CV (the header, an entry, a skill's row, a certification) is kept on one
// page: one taller than a page is a content mistake, named like the content check's.
import { execFileSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import PDFDocument from "pdfkit";
import { writeOwnerFiles, type RunQuery } from "../../src/build-output/write-owner-files";
import { shippedLanguages } from "./content-fixture";
import { ContentProblems } from "../../src/content/problem-line";
import type { OwnerContent } from "../../src/cv/cv-content";
import { registerCvFonts } from "../../src/cv/cv-fonts";
import { layoutText } from "../../src/cv/cv-pdf-text";
import { CV_LAYOUT, CV_TEXT } from "../../src/cv/cv-styles";
import { renderCv } from "../../src/cv/render-cv";
import { ownerContentFixture, ownerContentResult } from "./owner-content-fixture";

// Each test lays out or draws whole CVs: seconds apiece on a loaded machine.
jest.setTimeout(60_000);

const WIDTH = CV_LAYOUT.page.width - 2 * CV_LAYOUT.page.side;

/** A paragraph of body text that the CV sets on exactly `count` lines of the full width. */
function paragraphOfLines(count: number): string {
  const doc = new PDFDocument({ font: null as unknown as string });
  registerCvFonts(doc);
  const layout = (text: string) =>
    layoutText(doc, CV_TEXT.paragraph, [{ text }], WIDTH, "en").lines;
  // Enough words for more lines than asked, cut after the last word of line `count`.
  const long = layout(Array.from({ length: count * 20 }, () => "reliable").join(" "));
  const text = long
    .slice(0, count)
    .flat()
    .map((piece) => piece.text)
    .join("")
    .trimEnd();
  expect(layout(text)).toHaveLength(count);
  return text;
}

const english = (changes: Partial<OwnerContent> = {}): OwnerContent => ({
  ...ownerContentFixture(),
  language: "en",
  ...changes,
});

/** The fixture's first experience, changed. */
const withFirstJob = (changes: Partial<OwnerContent["experience"][number]>) => {
  const [first, ...others] = ownerContentFixture().experience;
  return english({ experience: [{ ...first!, ...changes }, ...others] });
};

/** Where the lowest word of each page ends, in points from the page's top (poppler's pdftotext). */
function lowestWords(bytes: Buffer): number[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "cv-page-fit-"));
  try {
    const file = path.join(folder, "cv.pdf");
    fs.writeFileSync(file, bytes);
    const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
    return html
      .split("<page ")
      .slice(1)
      .map((page) =>
        Math.max(...[...page.matchAll(/<word [^>]*yMax="([\d.]+)"/g)].map(([, y]) => Number(y))),
      );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The problems a CV is refused with, or how low its text goes on each page when it is made. */
async function outcome(content: OwnerContent): Promise<readonly string[] | number[]> {
  try {
    return lowestWords(await renderCv(content));
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems;
    throw error;
  }
}

const BOTTOM = CV_LAYOUT.page.height - CV_LAYOUT.page.bottom;

describe("a CV group taller than a page", () => {
  it("an entry of 80 lines refuses the CV, naming the file, the entry and the field", async () => {
    const description = paragraphOfLines(80);
    expect(await outcome(withFirstJob({ description }))).toEqual([
      'content/experience.yaml: entry "acme" field "description.en": too long for the CV: ' +
        "the entry takes 87 lines, 80 of them this field's, and a page holds 54 " +
        "(the entry is kept on one page); shorten it",
    ]);
  });

  it("names the list that makes an entry too long, and every such entry", async () => {
    const item = paragraphOfLines(2);
    const highlights = Array.from({ length: 30 }, () => item);
    const [first, second] = ownerContentFixture().experience;
    const problems = await outcome(
      english({
        experience: [
          { ...first!, highlights },
          { ...second!, description: paragraphOfLines(60) },
        ],
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/experience\.yaml: entry "acme" field "highlights\.en": too long for the CV: the entry takes \d+ lines, \d+ of them this field's, and a page holds 54/,
      ),
      expect.stringMatching(
        /^content\/experience\.yaml: entry "freelance" field "description\.en": too long/,
      ),
    ]);
  });

  it("names the owner's header by its field of site.yaml", async () => {
    const fixture = english();
    const site = { ...fixture.site, tagline: paragraphOfLines(60) };
    expect(await outcome({ ...fixture, site })).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml: field "tagline\.en": too long for the CV: the header takes \d+ lines/,
      ),
    ]);
  });

  it("an entry just shorter than a page is moved to a page of its own, above its bottom margin", async () => {
    const pages = await outcome(withFirstJob({ description: paragraphOfLines(44) }));
    expect(pages).toHaveLength(3);
    for (const lowest of pages as number[]) expect(lowest).toBeLessThanOrEqual(BOTTOM);
  });
});

describe("the build", () => {
  const description = paragraphOfLines(80);
  const runQuery: RunQuery = async (_query, { lang }) => ({
    data: ownerContentResult({ ...withFirstJob({ description }), language: lang }),
  });
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cv-page-fit-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("stops on a CV that does not fit, naming the entry and the field in each language", async () => {
    await expect(writeOwnerFiles(runQuery, publicDir, "", shippedLanguages())).rejects.toThrow(
      new RegExp(
        [
          "^The content has 2 problems \\(see CONTENT\\.md\\):",
          'content/experience\\.yaml: entry "acme" field "description\\.fr": too long for the CV[^\\n]*',
          'content/experience\\.yaml: entry "acme" field "description\\.en": too long for the CV[^\\n]*$',
        ].join("\\n"),
      ),
    );
  });
});
