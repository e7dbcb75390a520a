import { problemLine } from "../content/problem-line";
import type { CvBlock, CvGroup } from "./cv-structure";
import { CV_TEXT } from "./cv-styles";

/** A group laid out: its height on the page (its section's title included), each block's. */
export interface PlacedGroup {
  group: CvGroup;
  height: number;
  blocks: { block: CvBlock; height: number }[];
}

/** The content field a block shows, if it shows one (a row: its first text's). */
const fieldOf = (block: CvBlock): string | undefined =>
  block.tag === "Row" ? (block.start.field ?? block.end?.field) : block.field;

/** Heights as lines of the CV's body text, which is what an editor shortens. */
const lines = (height: number) => Math.round(height / CV_TEXT.paragraph.lineHeight);

/**
 * The problem of a group taller than `room`, the height a page has for it, or null. A group is
 * kept on one page (draw-cv.ts), so such a group would run off the bottom of the page, read by
 * a screen reader and seen by no one: the build stops instead, naming the entry and its longest
 * field, the one to shorten.
 */
export function pageFitProblem(
  { group, height, blocks }: PlacedGroup,
  room: number,
): string | null {
  if (height <= room) return null;
  const longest = blocks
    .filter(({ block }) => fieldOf(block) !== undefined)
    .reduce<PlacedGroup["blocks"][number] | undefined>(
      (tallest, placed) => (!tallest || placed.height > tallest.height ? placed : tallest),
      undefined,
    );
  const part = group.source.entry ? "the entry" : "the header";
  const field = longest ? `, ${lines(longest.height)} of them this field's` : "";
  return problemLine(
    group.source.file,
    `too long for the CV: ${part} takes ${lines(height)} lines${field}, and a page holds ` +
      `${lines(room)} (${part} is kept on one page); shorten it`,
    { entry: group.source.entry, field: longest && fieldOf(longest.block) },
  );
}
