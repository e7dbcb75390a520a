import PDFDocument from "pdfkit";
import type { OwnerContent } from "./cv-content";
import { cvFontName, registerCvFonts } from "./cv-fonts";
import { cvStructure } from "./cv-structure";
import { CV_LAYOUT } from "./cv-styles";
import { drawCv } from "./draw-cv";

/**
 * The CV of one language as PDF bytes: a tagged PDF that identifies itself as PDF/UA-1, with
 * its language, its title shown in the reader's window, and a structure tree in reading order
 * (the checklist of https://pdfkit.org/docs/accessibility.html). pdfkit rather than react-pdf,
 * which does not expose pdfkit's tagging (diegomura/react-pdf#1288). Rejects with
 * ContentProblems when an entry is too long for a page (draw-cv.ts).
 */
export async function renderCv(content: OwnerContent): Promise<Buffer> {
  const tree = cvStructure(content);
  const { width, height } = CV_LAYOUT.page;
  const doc = new PDFDocument({
    size: [width, height],
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    pdfVersion: "1.5",
    tagged: true,
    // pdfkit 0.20 accepts "PDF/UA"; @types/pdfkit 0.17 lists the PDF/A subsets only.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: tree.language,
    displayTitle: true,
    info: { Title: tree.title, Author: tree.author, Subject: tree.subject },
    // No standard font (never embedded, which PDF/UA forbids) as the document's first.
    font: null as unknown as string,
  });
  registerCvFonts(doc);
  doc.font(cvFontName(400));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawCv(doc, tree);
  doc.end();
  return done;
}
