import type PDFDocument from "pdfkit";
import { interFontFile, type InterWeight } from "../fonts/inter-font-file";

const WEIGHTS: InterWeight[] = [400, 600, 700];

/** The name a weight of Inter is registered under in a CV's document. */
export const cvFontName = (weight: InterWeight): string => `Inter-${weight}`;

/**
 * Registers Inter from the local @fontsource package (never the network) in one CV's document.
 * Its latin files hold every French accent, œ, guillemets and typographic apostrophes; pdfkit
 * reads their WOFF format through fontkit and embeds the subset of glyphs the CV uses.
 * pdfkit opens a registered font anew in each document, so one CV's text never changes what
 * another embeds.
 */
export function registerCvFonts(doc: InstanceType<typeof PDFDocument>): void {
  for (const weight of WEIGHTS) doc.registerFont(cvFontName(weight), interFontFile(weight));
}
