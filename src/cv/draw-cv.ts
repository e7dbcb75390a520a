import type PDFDocument from "pdfkit";
import { ContentProblems } from "../content/problem-line";
import { pageFitProblem, type PlacedGroup } from "./cv-page-fit";
import { drawText, layoutText, type CvTextLayout } from "./cv-pdf-text";
import type { CvBlock, CvGroup, CvList, CvRow, CvText, CvTree } from "./cv-structure";
import { CV_COLORS, CV_LAYOUT, CV_TEXT } from "./cv-styles";

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/** A block laid out for a width: its height, and how to draw it (tags included) at a height. */
interface Placed {
  height: number;
  draw: (parent: Struct, y: number) => void;
}

const { page } = CV_LAYOUT;
const LEFT = page.side;
const WIDTH = page.width - 2 * page.side;
const BOTTOM = page.height - page.bottom;

/**
 * Draws the CV's tree page by page, each element tagged as it is drawn, in reading order. Throws
 * ContentProblems, before drawing anything, when a group is too tall for a page.
 */
export function drawCv(doc: Doc, tree: CvTree): void {
  const { language } = tree;
  const layout = (text: CvText, width: number, gap?: number) =>
    layoutText(doc, CV_TEXT[text.style], text.runs, width, language, gap);

  const tagged = (tag: string, parent: Struct, text: CvTextLayout, x: number, y: number) => {
    // ActualText (https://pdfkit.org/docs/accessibility.html): the words as written.
    const element = doc.struct(tag, text.spoken === undefined ? {} : { actual: text.spoken });
    parent.add(element);
    drawText(doc, element, text, x, y);
    element.end();
  };

  const placeText = (text: CvText, x = LEFT, width = WIDTH): Placed => {
    const laid = layout(text, width, text.style === "contacts" ? CV_LAYOUT.contactGap : undefined);
    return { height: laid.height, draw: (parent, y) => tagged(text.tag, parent, laid, x, y) };
  };

  // "columns": the label in a column of its own, the list beside it; "spread": the period on
  // one line at the right, the title in what is left.
  const placeRow = (row: CvRow): Placed => {
    const columns = row.layout === "columns";
    const labelWidth = CV_LAYOUT.skillLabelWidth;
    const end = row.end && layout(row.end, columns ? WIDTH - labelWidth : WIDTH);
    const start = layout(
      row.start,
      columns ? labelWidth : WIDTH - (end ? end.width + CV_LAYOUT.entryTitleGap : 0),
    );
    const endX = columns ? LEFT + labelWidth : LEFT + WIDTH - (end?.width ?? 0);
    return {
      height: Math.max(start.height, end?.height ?? 0),
      draw: (parent, y) => {
        tagged(row.start.tag, parent, start, LEFT, y);
        if (row.end && end) tagged(row.end.tag, parent, end, endX, y);
      },
    };
  };

  // Each item: LI, its bullet as its label (Lbl), its text as its body (LBody).
  const placeList = (list: CvList): Placed => {
    const { bullet } = CV_LAYOUT;
    const look = CV_TEXT.paragraph;
    const body = { ...look, marginTop: bullet.marginTop };
    const markLook = { ...body, color: bullet.color };
    const mark = layoutText(doc, markLook, [{ text: bullet.mark }], bullet.markWidth, language);
    const textX = LEFT + bullet.indent + bullet.markWidth;
    const items = list.items.map((item) =>
      layoutText(doc, body, [{ text: item }], WIDTH - bullet.indent - bullet.markWidth, language),
    );
    return {
      height: items.reduce((sum, item) => sum + item.height, 0),
      draw: (parent, y) => {
        const element = doc.struct("L");
        parent.add(element);
        let top = y;
        for (const item of items) {
          const li = doc.struct("LI");
          element.add(li);
          tagged("Lbl", li, mark, LEFT + bullet.indent, top);
          tagged("LBody", li, item, textX, top);
          li.end();
          top += item.height;
        }
        element.end();
      },
    };
  };

  const place = (block: CvBlock): Placed =>
    block.tag === "L" ? placeList(block) : block.tag === "Row" ? placeRow(block) : placeText(block);

  /** Blocks one after the other, as one. */
  const stack = (blocks: Placed[]): Placed => ({
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw: (parent, y) => {
      let top = y;
      for (const block of blocks) {
        block.draw(parent, top);
        top += block.height;
      }
    },
  });

  // An entry (its title on a row with its period) has space below it, a skill's row a little.
  const spaceAfter = (group: CvGroup) => {
    const first = group.blocks[0];
    if (first?.tag !== "Row") return 0;
    return first.layout === "spread" ? CV_LAYOUT.entryGap : CV_LAYOUT.skillRowGap;
  };

  /** The section's title and its rule (an artifact: decoration, not content). */
  const placeTitle = (title: CvText): Placed => {
    const text = placeText(title);
    const { titleRule } = CV_LAYOUT;
    return {
      height: text.height + titleRule.paddingBottom + titleRule.width + titleRule.marginBottom,
      draw: (parent, y) => {
        text.draw(parent, y);
        doc.markContent("Artifact", { type: "Layout" });
        doc
          .rect(LEFT, y + text.height + titleRule.paddingBottom, WIDTH, titleRule.width)
          .fill(CV_COLORS.rule);
        doc.endMarkedContent();
      },
    };
  };

  /** A group laid out, after its section's title when it is the section's first. */
  const placeGroup = (group: CvGroup, title?: CvText) => {
    const blocks = group.blocks.map((block) => ({ block, placed: place(block) }));
    const content = stack(blocks.map(({ placed }) => placed));
    const kept = title ? stack([placeTitle(title), content]) : content;
    const fit: PlacedGroup = {
      group,
      height: kept.height,
      blocks: blocks.map(({ block, placed }) => ({ block, height: placed.height })),
    };
    return { kept, fit };
  };

  // Laid out whole first: a group too tall for a page stops the CV before anything is drawn.
  const header = placeGroup(tree.header);
  const sections = tree.sections.map((section) =>
    section.groups.map((group, index) => ({
      group,
      first: index === 0,
      ...placeGroup(group, index === 0 ? section.title : undefined),
    })),
  );
  const room = (first: boolean) => BOTTOM - page.top - (first ? CV_LAYOUT.sectionGap : 0);
  const problems = [
    pageFitProblem(header.fit, room(false)),
    ...sections.flat().map(({ fit, first }) => pageFitProblem(fit, room(first))),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new ContentProblems(problems);

  const root = doc.struct("Document");
  doc.addStructure(root);
  let y = page.top;
  header.kept.draw(root, y);
  y += header.kept.height;

  // A group is kept on one page, and a section's title on the page of its first group.
  for (const groups of sections) {
    const element = doc.struct("Sect");
    root.add(element);
    y += CV_LAYOUT.sectionGap;
    for (const { group, first, kept } of groups) {
      if (y + kept.height > BOTTOM) {
        doc.addPage();
        y = page.top + (first ? CV_LAYOUT.sectionGap : 0);
      }
      kept.draw(element, y);
      y += kept.height + spaceAfter(group);
    }
    element.end();
  }
  root.end();
}
