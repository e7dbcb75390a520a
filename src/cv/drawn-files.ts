import type { SiteLanguage } from "../content/languages";
import { languageTexts } from "../content/language-texts";
import { glyphlessCharacters } from "../fonts/glyph-coverage";

/**
 * The files the build draws itself, and why it cannot draw them in a language. Such a language's
 * pages link no CV PDF and carry no share card; the rest of the site builds, and the build says
 * why (undrawnWarnings).
 */
const LEFT_TO_RIGHT_ONLY = {
  cv: "pdfkit lays text out left to right only (https://github.com/foliojs/pdfkit/issues/219)",
  shareCard: "satori lays text out left to right only (https://github.com/vercel/satori/issues/74)",
} as const;

export type DrawnFile = keyof typeof LEFT_TO_RIGHT_ONLY;

/** At most this many characters are named in a reason; the rest are counted. */
const NAMED_CHARACTERS = 6;

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Why the fonts cannot draw the language's text, naming the characters and the files they are
 * in, or undefined when they can: a language of another script (Cyrillic, Greek) or of letters
 * beyond Western Europe's (Polish ł) would show empty boxes.
 */
function glyphsMissing(rootDir: string, code: string): string | undefined {
  const found = new Map<string, string>();
  for (const { file, texts } of languageTexts(rootDir, code)) {
    for (const character of glyphlessCharacters(texts.join("\n"))) {
      if (!found.has(character)) found.set(character, file);
    }
  }
  if (found.size === 0) return undefined;
  const named = [...found]
    .slice(0, NAMED_CHARACTERS)
    .map(([character, file]) => `${character} (${codePoint(character)}, ${file})`);
  const more = found.size > NAMED_CHARACTERS ? ` and ${found.size - NAMED_CHARACTERS} more` : "";
  return `its fonts (Inter's latin files) have no glyph for ${named.join(", ")}${more}`;
}

/**
 * Why the build cannot draw `file` in `language`, or undefined when it can: a right-to-left
 * language, or one whose text (under `rootDir`) holds characters its fonts cannot draw.
 */
export const cannotDraw = (
  language: SiteLanguage,
  file: DrawnFile,
  rootDir = process.cwd(),
): string | undefined =>
  language.dir === "rtl" ? LEFT_TO_RIGHT_ONLY[file] : glyphsMissing(rootDir, language.code);

/** What the build says of each file it leaves out: one line per language and file. */
export const undrawnWarnings = (
  languages: readonly SiteLanguage[],
  rootDir = process.cwd(),
): string[] =>
  languages.flatMap((language) =>
    (Object.keys(LEFT_TO_RIGHT_ONLY) as DrawnFile[]).flatMap((file) => {
      const why = cannotDraw(language, file, rootDir);
      const what = file === "cv" ? "no CV PDF" : "no share cards";
      const name = language.dir === "rtl" ? `${language.code} (right to left)` : language.code;
      return why ? [`${name}: ${what}, and its pages link none: ${why}`] : [];
    }),
  );
