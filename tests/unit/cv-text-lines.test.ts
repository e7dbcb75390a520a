/** @jest-environment node */
import { cvTextLines } from "../../src/cv/cv-text-lines";

// Every character is 1 point wide: widths are lengths.
const measure = (text: string) => text.length;
const texts = (lines: { text: string }[][]) => lines.map((line) => line.map((p) => p.text));

describe("cvTextLines", () => {
  it("breaks between words only, keeping each line's spaces for text extraction", () => {
    const lines = cvTextLines([{ text: "aaaa bbbb cccc dddd" }], 10, measure);
    expect(texts(lines)).toEqual([["aaaa bbbb "], ["cccc dddd"]]);
    expect(lines[1]![0]).toMatchObject({ x: 0 });
  });

  it("never splits a word longer than the line", () => {
    expect(texts(cvTextLines([{ text: "abcdefghijkl mn" }], 5, measure))).toEqual([
      ["abcdefghijkl "],
      ["mn"],
    ]);
  });

  it("places each run after the previous one, on the lines it reaches", () => {
    const lines = cvTextLines(
      [
        { text: "Code : ", strong: true },
        { text: "example.com/a/b", link: "https://x" },
      ],
      12,
      measure,
    );
    expect(lines).toEqual([
      [{ run: 0, text: "Code : ", x: 0 }],
      [{ run: 1, text: "example.com/a/b", x: 0 }],
    ]);
  });

  it("shrinks a line's spaces by up to a third to hold one word more, each word keeping its space", () => {
    // "aa bb cc dd": 11 wide, 3 spaces that may give 1 in all: it fits in 10. Each word is
    // placed on its own, so that every space is written into the PDF (no pdfkit wordSpacing).
    const lines = cvTextLines([{ text: "aa bb cc dd" }], 10, measure);
    expect(texts(lines)).toEqual([["aa ", "bb ", "cc ", "dd"]]);
    expect(lines[0]!.map((piece) => piece.x)).toEqual([0, 3 - 1 / 3, 6 - 2 / 3, 8]);
    expect(lines[0]!.every((piece) => Object.keys(piece).sort().join() === "run,text,x")).toBe(
      true,
    );
    // Not in 9.
    expect(texts(cvTextLines([{ text: "aa bb cc dd" }], 9, measure))).toEqual([
      ["aa bb cc "],
      ["dd"],
    ]);
  });

  it("with a gap, keeps each run whole, followed by the gap and a space", () => {
    const lines = cvTextLines(
      [{ text: "Lyon" }, { text: "a b" }, { text: "cccc" }],
      12,
      measure,
      2,
    );
    expect(lines).toEqual([
      [
        { run: 0, text: "Lyon ", x: 0 },
        { run: 1, text: "a b ", x: 6 },
      ],
      [{ run: 2, text: "cccc ", x: 0 }],
    ]);
  });
});
