import type PDFDocument from "pdfkit";
import type { CvRun } from "./cv-structure";
import { CV_LAYOUT, type CvTextLook } from "./cv-styles";
import { cvTextLines, type CvPiece } from "./cv-text-lines";
import { cvFontName } from "./cv-fonts";

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/** A text broken into lines for a width, ready to draw; `height` counts its top margin. */
export interface CvTextLayout {
  look: CvTextLook;
  runs: readonly CvRun[];
  lines: CvPiece[][];
  /** Width of its longest line, in points. */
  width: number;
  height: number;
  /**
   * The text as written, where it is drawn in capitals: what a screen reader should say (some
   * spell a word in capitals letter by letter).
   */
  spoken?: string;
}

/** Sets the font, size and colour a run is drawn in. */
function setRun(doc: Doc, look: CvTextLook, run: CvRun): Doc {
  const weight = run.strong ? CV_LAYOUT.strongWeight : look.weight;
  return doc
    .font(cvFontName(weight))
    .fontSize(look.size)
    .fillColor(run.link ? CV_LAYOUT.linkColor : look.color);
}

const casing = (look: CvTextLook, text: string, language: string) =>
  look.uppercase ? text.toLocaleUpperCase(language) : text;

/** Lays a text out in `width` points (`gap`: see cvTextLines). */
export function layoutText(
  doc: Doc,
  look: CvTextLook,
  source: readonly CvRun[],
  width: number,
  language: string,
  gap?: number,
): CvTextLayout {
  const runs = source.map((run) => ({ ...run, text: casing(look, run.text, language) }));
  const measure = (text: string, run: CvRun) =>
    setRun(doc, look, run).widthOfString(text, { characterSpacing: look.letterSpacing });
  const lines = cvTextLines(runs, width, measure, gap);
  const widths = lines.map((line) =>
    line.reduce((end, piece) => {
      const run = runs[piece.run]!;
      return Math.max(end, piece.x + measure(piece.text.trimEnd(), run));
    }, 0),
  );
  return {
    look,
    runs,
    lines,
    width: Math.max(0, ...widths),
    height: look.marginTop + lines.length * look.lineHeight,
    spoken: look.uppercase ? source.map((run) => run.text).join("") : undefined,
  };
}

/**
 * A PDF link annotation over a piece of linked text, a child of its Link element, described by
 * that text (PDF/UA asks every annotation for a description in `Contents`). pdfkit writes a
 * plain string as a PDF name, so the text goes in a String object; `structParent` is what
 * pdfkit's own text links pass (https://pdfkit.org/docs/accessibility.html), missing from the
 * @types package.
 */
function linkAnnotation(doc: Doc, link: Struct, rect: number[], url: string, text: string) {
  const [x = 0, y = 0, w = 0, h = 0] = rect;
  const options = { Contents: new String(text), structParent: link };
  doc.link(x, y, w, h, url, options as unknown as PDFKit.Mixins.AnnotationOption);
}

/**
 * Draws a laid-out text at (x, y) as the content of `element`: each run in turn, a linked run
 * inside a Link element of its own with its annotations. The glyphs hang from the top of each
 * line's box, the space between lines below them (as the CV was first laid out, by react-pdf).
 */
export function drawText(doc: Doc, element: Struct, text: CvTextLayout, x: number, y: number) {
  const { look, runs, lines } = text;
  const box = look.lineHeight;
  const top = y + look.marginTop;
  runs.forEach((run, index) => {
    const pieces = lines.flatMap((line, lineIndex) =>
      line.filter((piece) => piece.run === index).map((piece) => ({ ...piece, line: lineIndex })),
    );
    if (pieces.length === 0) return;
    const draw = () => {
      setRun(doc, look, run);
      for (const piece of pieces)
        doc.text(piece.text, x + piece.x, top + piece.line * box, {
          lineBreak: false,
          characterSpacing: look.letterSpacing,
        });
    };
    if (!run.link) {
      element.add(draw);
      return;
    }
    const url = run.link;
    const link = doc.struct("Link");
    element.add(link);
    link.add(() => {
      draw();
      // One clickable area per line, over the run's words on it.
      for (const line of new Set(pieces.map((piece) => piece.line))) {
        const onLine = pieces.filter((piece) => piece.line === line);
        const start = onLine[0]!.x;
        const last = onLine[onLine.length - 1]!;
        const width = last.x + doc.widthOfString(last.text.trimEnd()) - start;
        linkAnnotation(doc, link, [x + start, top + line * box, width, box], url, run.text);
      }
    });
    link.end();
  });
}
