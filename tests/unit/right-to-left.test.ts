/** @jest-environment node */
import { cannotDraw, undrawnWarnings } from "../../src/cv/right-to-left";
import { ENGLISH, HEBREW } from "./language-fixture";

test("a right-to-left language gets no CV nor share card, and the build says why, naming it", () => {
  expect(cannotDraw(ENGLISH, "cv")).toBeUndefined();
  expect(cannotDraw(ENGLISH, "shareCard")).toBeUndefined();
  expect(cannotDraw(HEBREW, "cv")).toContain("foliojs/pdfkit/issues/219");
  expect(cannotDraw(HEBREW, "shareCard")).toContain("vercel/satori/issues/74");
  expect(undrawnWarnings([ENGLISH, HEBREW])).toEqual([
    "he (right to left): no CV PDF, and its pages link none: pdfkit lays text out left to right only (https://github.com/foliojs/pdfkit/issues/219)",
    "he (right to left): no share cards, and its pages link none: satori lays text out left to right only (https://github.com/vercel/satori/issues/74)",
  ]);
  expect(undrawnWarnings([ENGLISH])).toEqual([]);
});
