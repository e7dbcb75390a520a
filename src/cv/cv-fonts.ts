import { Font } from "@react-pdf/renderer";
import { interFontFile, type InterWeight } from "../fonts/inter-font-file";

const WEIGHTS: InterWeight[] = [400, 600, 700];

/** How many CVs this process has laid out: each registers its fonts under a name of its own. */
let documents = 0;

/**
 * Registers Inter from the local @fontsource package (never the network) for one CV, and
 * returns the family name to set it with. Its latin files hold every French accent, œ,
 * guillemets and typographic apostrophes. Words are never hyphenated: a CV with split names
 * and split technologies reads badly.
 *
 * Each CV has a family of its own, so that react-pdf loads its fonts anew: a loaded font is
 * kept for the whole process, and fontkit remembers a letter it first met inside an accented
 * one (the E of É) without the character it stands for (foliojs/fontkit#154). With one family
 * for both, after the French CV's "Étude de cas" the English CV lost every capital E of that
 * weight.
 */
export function registerCvFonts(): string {
  documents += 1;
  const family = `Inter-cv-${documents}`;
  Font.register({
    family,
    fonts: WEIGHTS.map((fontWeight) => ({ src: interFontFile(fontWeight), fontWeight })),
  });
  Font.registerHyphenationCallback((word) => [word]);
  return family;
}
