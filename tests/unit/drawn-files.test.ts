/** @jest-environment node */
import { cannotDraw, undrawnWarnings } from "../../src/cv/drawn-files";
import { glyphlessCharacters } from "../../src/fonts/glyph-coverage";
import { addLanguage } from "../../src/translation/add-language";
import { copyContent, removeCopy, replaceIn, repoRoot } from "./content-fixture";
import { ENGLISH, FRENCH, HEBREW, testLanguage } from "./language-fixture";

test("a right-to-left language gets no CV nor share card, and the build says why, naming it", () => {
  expect(cannotDraw(ENGLISH, "cv", repoRoot)).toBeUndefined();
  expect(cannotDraw(ENGLISH, "shareCard", repoRoot)).toBeUndefined();
  expect(cannotDraw(HEBREW, "cv", repoRoot)).toContain("foliojs/pdfkit/issues/219");
  expect(cannotDraw(HEBREW, "shareCard", repoRoot)).toContain("vercel/satori/issues/74");
  expect(undrawnWarnings([ENGLISH, HEBREW], repoRoot)).toEqual([
    "he (right to left): no CV PDF, and its pages link none: pdfkit lays text out left to right only (https://github.com/foliojs/pdfkit/issues/219)",
    "he (right to left): no share cards, and its pages link none: satori lays text out left to right only (https://github.com/vercel/satori/issues/74)",
  ]);
  expect(undrawnWarnings([FRENCH, ENGLISH], repoRoot)).toEqual([]);
});

test("the fonts draw Western Europe's letters and typography, not other letters; space is not drawn", () => {
  expect(glyphlessCharacters("Ingénieure « logicielle » — œuvre, 2 000 € … l’été")).toEqual([]);
  // French's narrow no-break space and a no-break space are laid out, not drawn.
  expect(glyphlessCharacters("Contact\u202f: 48\u00a0h")).toEqual([]);
  expect(glyphlessCharacters("Łódź, Kraków; Привет")).toEqual([
    "Ł",
    "ź",
    "П",
    "р",
    "и",
    "в",
    "е",
    "т",
  ]);
});

describe("a language whose text its fonts cannot draw", () => {
  let root: string;
  beforeEach(() => {
    root = copyContent();
  });
  afterEach(() => removeCopy(root));

  test("gets no CV nor share card, and the build names the characters and their files", () => {
    addLanguage(root, { code: "pl", name: "Polski", from: "en" });
    const polish = testLanguage("pl", "Polski", "projekty");
    // Added from English, it is drawn as English is.
    expect(cannotDraw(polish, "cv", root)).toBeUndefined();
    replaceIn(
      root,
      "content/site.yaml",
      "  pl: Full-stack software engineer",
      "  pl: Inżynier oprogramowania full-stack",
    );
    replaceIn(
      root,
      "locales/pl/translation.json",
      '"rights": "All rights reserved"',
      '"rights": "Wszelkie prawa zastrzeżone, Łódź"',
    );
    const why =
      "its fonts (Inter's latin files) have no glyph for ż (U+017C, content/site.yaml), Ł (U+0141, locales/pl/translation.json), ź (U+017A, locales/pl/translation.json)";
    expect(cannotDraw(polish, "cv", root)).toBe(why);
    expect(cannotDraw(polish, "shareCard", root)).toBe(why);
    expect(undrawnWarnings([ENGLISH, polish], root)).toEqual([
      `pl: no CV PDF, and its pages link none: ${why}`,
      `pl: no share cards, and its pages link none: ${why}`,
    ]);
    // English's own text is untouched by Polish's.
    expect(cannotDraw(ENGLISH, "cv", root)).toBeUndefined();
  });

  test("a text said the same in every language counts in every language", () => {
    replaceIn(
      root,
      "content/experience.yaml",
      "organization: Northwind Bank",
      "organization: Łódź Bank",
    );
    for (const language of [FRENCH, ENGLISH]) {
      expect(cannotDraw(language, "cv", root)).toBe(
        "its fonts (Inter's latin files) have no glyph for Ł (U+0141, content/experience.yaml), ź (U+017A, content/experience.yaml)",
      );
    }
  });
});
