/** @jest-environment node */
// The CV's words as a reader of its tags gets them: poppler's `pdfinfo -struct-text`, which finds
// words from the space characters the PDF holds (PDF 1.7 §10.7.1), not from the gaps it draws.
import PDFDocument from "pdfkit";
import type { OwnerContent } from "../../src/cv/cv-content";
import { cvFontName, registerCvFonts } from "../../src/cv/cv-fonts";
import { layoutText } from "../../src/cv/cv-pdf-text";
import { cvStructure, type CvBlock, type CvText } from "../../src/cv/cv-structure";
import { CV_LAYOUT, CV_TEXT } from "../../src/cv/cv-styles";
import { renderCv } from "../../src/cv/render-cv";
import { descendants, pdfTags } from "../e2e/pdf-tags";
import { ownerContentFixture } from "./owner-content-fixture";

// Each test lays out or draws whole CVs: seconds apiece on a loaded machine.
jest.setTimeout(60_000);

const WIDTH = CV_LAYOUT.page.width - 2 * CV_LAYOUT.page.side;

/**
 * Descriptions with a line whose spaces shrink to hold its last word (cv-text-lines.ts): the
 * English one is the sample content's, the first line pdfkit drew without its spaces.
 */
const TIGHT = {
  en: "Design and development of the instant payments platform, from the Spring Boot service to the Angular front end.",
  fr: "Conception et développement de la plateforme de paiements instantanés, du service Spring Boot à l'interface web Angular.",
};

/** A CV of each language with every kind of text: paragraphs, lists, links, tightened lines. */
const content = (language: "fr" | "en"): OwnerContent => {
  const fixture = ownerContentFixture();
  const [first, ...others] = fixture.experience;
  return {
    ...fixture,
    language,
    experience: [{ ...first!, description: TIGHT[language] }, ...others],
  };
};

/** How many lines of a body paragraph the full width holds only with its spaces shrunk. */
function tightenedLines(text: string, language: string): number {
  const doc = new PDFDocument({ font: null as unknown as string });
  registerCvFonts(doc);
  const look = CV_TEXT.paragraph;
  const laid = layoutText(doc, look, [{ text }], WIDTH, language);
  const natural = (line: string) =>
    doc.font(cvFontName(look.weight)).fontSize(look.size).widthOfString(line.trimEnd());
  return laid.lines.filter((line) => natural(line.map((piece) => piece.text).join("")) > WIDTH)
    .length;
}

const words = (text: string) => text.split(/\s+/).filter((word) => word !== "");

/** Each text element of the tree in reading order: its tag and its words as drawn. */
function expectedTexts(blocks: CvBlock[], language: string): { role: string; words: string[] }[] {
  const text = (item: CvText) => {
    const look = CV_TEXT[item.style];
    // The contact line's items are set apart by a gap, each drawn with a space of its own.
    const joined = item.runs.map((run) => run.text).join(item.style === "contacts" ? " " : "");
    return {
      role: item.tag,
      words: words(look.uppercase ? joined.toLocaleUpperCase(language) : joined),
    };
  };
  return blocks.flatMap((block) => {
    if (block.tag === "L")
      return block.items.map((item) => ({ role: "LBody", words: words(item) }));
    if (block.tag === "Row") return [block.start, ...(block.end ? [block.end] : [])].map(text);
    return [text(block)];
  });
}

describe.each(["fr", "en"] as const)("the %s CV's tags", (language) => {
  it("hold a line tightened to fit (the case this test is about)", () => {
    expect(tightenedLines(TIGHT[language], language)).toBeGreaterThanOrEqual(1);
  });

  it("give every heading, paragraph and list item word for word, a space between every two words", async () => {
    const owner = content(language);
    const tree = cvStructure(owner);
    const blocks = [
      ...tree.header.blocks,
      ...tree.sections.flatMap((section) => [
        section.title,
        ...section.groups.flatMap((group) => group.blocks),
      ]),
    ];
    const { root } = pdfTags(await renderCv(owner));
    const tagged = descendants(root)
      .filter((element) => /^(H\d|P|LBody)$/.test(element.role))
      .map((element) => ({ role: element.role, words: words(element.text) }));
    expect(tagged).toEqual(expectedTexts(blocks, language));
  });
});
