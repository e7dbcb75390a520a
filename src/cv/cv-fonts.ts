import { Font } from "@react-pdf/renderer";
import { interFontFile, type InterWeight } from "../fonts/inter-font-file";

const WEIGHTS: InterWeight[] = [400, 600, 700];

/**
 * Inter from the local @fontsource package (never the network): its latin files hold every
 * French accent, œ, guillemets and typographic apostrophes. Words are never hyphenated: a CV
 * with split names and split technologies reads badly.
 */
export function registerCvFonts(): void {
  Font.register({
    family: "Inter",
    fonts: WEIGHTS.map((fontWeight) => ({ src: interFontFile(fontWeight), fontWeight })),
  });
  Font.registerHyphenationCallback((word) => [word]);
}
