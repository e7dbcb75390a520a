import * as fontkit from "fontkit";
import { interFontFile } from "./inter-font-file";

let font: fontkit.Font | undefined;

/**
 * The characters of `text` that the CV and the share cards cannot draw: Inter's latin files
 * (inter-font-file.ts, every weight the same characters) have no glyph for them, and pdfkit and
 * satori would draw an empty box. Each once, in order; white space is laid out, not drawn, and
 * left out.
 */
export function glyphlessCharacters(text: string): string[] {
  font ??= fontkit.openSync(interFontFile(400)) as fontkit.Font;
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/u.test(character)) continue;
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}
