import type { CvRun } from "./cv-structure";

/** Part of one run on one line, `x` from the line's start. */
export interface CvPiece {
  run: number;
  text: string;
  x: number;
}

/** Width in points of a run's text as it is set. */
export type MeasureRun = (text: string, run: CvRun) => number;

/**
 * How much a line's spaces may shrink to hold one word more: a third of their width, the rule
 * of the Knuth-Plass line breaker the CV was first laid out with (react-pdf's textkit), so that
 * its lines break where they did.
 */
const SPACE_SHRINK = 1 / 3;

interface Line {
  /** One piece per word, each with the spaces that follow it. */
  words: CvPiece[];
  /** Width of the line's spaces between words so far. */
  spaces: number;
  /** Count of those spaces. */
  spaceCount: number;
}

const spacesIn = (text: string) => (text.match(/ /g) ?? []).length;

/** A line's words as pieces: each run's words on the line as one piece, where it starts. */
function joinWords(words: readonly CvPiece[]): CvPiece[] {
  const pieces: CvPiece[] = [];
  for (const word of words) {
    const last = pieces[pieces.length - 1];
    if (last && last.run === word.run) last.text += word.text;
    else pieces.push({ ...word });
  }
  return pieces;
}

/**
 * A line whose words overflow `width`: its spaces shrink alike, so each word moves left by the
 * shrink of the spaces before it, and stays a piece of its own, its spaces with it. The PDF then
 * holds a space character between every two words, which is how a reader of its tags tells them
 * apart (PDF 1.7 §10.7.1); pdfkit's `wordSpacing` would set the same gaps with none (it moves
 * each word by an offset instead).
 */
function fitLine(line: Line, end: number, width: number): CvPiece[] {
  const trailing = line.words[line.words.length - 1]?.text.match(/ *$/)?.[0].length ?? 0;
  const between = line.spaceCount - trailing;
  if (end <= width || between <= 0) return joinWords(line.words);
  const perSpace = (end - width) / between;
  let before = 0;
  return line.words.map((word) => {
    const moved = { ...word, x: word.x - before * perSpace };
    before += spacesIn(word.text);
    return moved;
  });
}

/**
 * A text's runs broken into lines of `width` points, between words, never inside one (a CV
 * with split names and split technologies reads badly). Spaces stay in the pieces, at the ends
 * of lines too, so that the text extracts with its words apart.
 * With `gap`, each run is one unbreakable item followed by that much space (the contact line).
 */
export function cvTextLines(
  runs: readonly CvRun[],
  width: number,
  measure: MeasureRun,
  gap?: number,
): CvPiece[][] {
  const lines: Line[] = [];
  const ends: number[] = [];
  let line: Line = { words: [], spaces: 0, spaceCount: 0 };
  let x = 0;
  let end = 0;
  runs.forEach((run, index) => {
    const words = gap === undefined ? run.text.split(/(?<= )/) : [run.text];
    for (const word of words) {
      const visible = measure(word.trimEnd(), run);
      const shrinkable = gap === undefined ? line.spaces * SPACE_SHRINK : 0;
      if (line.words.length > 0 && x + visible + (gap ?? 0) - shrinkable > width) {
        lines.push(line);
        ends.push(end);
        line = { words: [], spaces: 0, spaceCount: 0 };
        x = 0;
      }
      // An item of the contact line carries a space too, drawn inside its gap.
      line.words.push({ run: index, text: gap === undefined ? word : `${word} `, x });
      end = x + visible;
      const advance = measure(word, run);
      if (gap === undefined && word !== word.trimEnd()) {
        line.spaces += advance - visible;
        line.spaceCount += word.length - word.trimEnd().length;
      }
      x += advance + (gap ?? 0);
    }
  });
  lines.push(line);
  ends.push(end);
  return lines.map((done, index) => fitLine(done, ends[index]!, width));
}
