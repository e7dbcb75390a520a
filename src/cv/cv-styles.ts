import type { InterWeight } from "../fonts/inter-font-file";

/** The CV's palette: the site's indigo for headings and links, slate greys for the rest. */
export const CV_COLORS = {
  text: "#0f172a",
  muted: "#475569",
  accent: "#4338ca",
  rule: "#c7d2fe",
};

/** How a text looks. Sizes and spaces are in points. */
export interface CvTextLook {
  size: number;
  weight: InterWeight;
  color: string;
  /** Distance between two lines' baselines. */
  lineHeight: number;
  /** Space above the text's first line. */
  marginTop: number;
  letterSpacing: number;
  uppercase: boolean;
}

const BODY_SIZE = 9.5;

/**
 * The body's lines are 1.45 times its size apart, and so are the lines of every other text but
 * the name, whatever its size: the CV has always been laid out so (react-pdf resolved the
 * page's line height once, in points, and every text inherited it).
 */
const BODY: CvTextLook = {
  size: BODY_SIZE,
  weight: 400,
  color: CV_COLORS.text,
  lineHeight: BODY_SIZE * 1.45,
  marginTop: 0,
  letterSpacing: 0,
  uppercase: false,
};

const look = (changes: Partial<CvTextLook>): CvTextLook => ({ ...BODY, ...changes });

/** Each kind of text of the CV (cv-structure.ts names them). */
export const CV_TEXT = {
  name: look({ size: 24, weight: 700, lineHeight: 24 * 1.15 }),
  jobTitle: look({ size: 12.5, weight: 600, color: CV_COLORS.accent, marginTop: 4 }),
  tagline: look({ color: CV_COLORS.muted, marginTop: 4 }),
  contacts: look({ color: CV_COLORS.muted, marginTop: 8 }),
  sectionTitle: look({
    size: 10,
    weight: 700,
    color: CV_COLORS.accent,
    letterSpacing: 1,
    uppercase: true,
  }),
  entryTitle: look({ size: 10.5, weight: 600 }),
  entryYear: look({ color: CV_COLORS.muted, weight: 600 }),
  entryPlace: look({ color: CV_COLORS.muted }),
  paragraph: look({ marginTop: 2 }),
  skillLabel: look({ weight: 600 }),
  skillItems: look({}),
} satisfies Record<string, CvTextLook>;

export type CvTextStyle = keyof typeof CV_TEXT;

/** The page and the spaces between blocks, in points (A4 is 595.28 x 841.89). */
export const CV_LAYOUT = {
  page: { width: 595.28, height: 841.89, top: 40, bottom: 44, side: 46 },
  /** The weight and colour of a run that is strong, or a link. */
  strongWeight: 600 as InterWeight,
  linkColor: CV_COLORS.accent,
  /** Space after each address of the contact line. */
  contactGap: 12,
  sectionGap: 16,
  /** The rule under a section's title: space above it, its width, space below it. */
  titleRule: { paddingBottom: 3, width: 1, marginBottom: 6 },
  entryGap: 8,
  /** Space between an entry's title and its period. */
  entryTitleGap: 12,
  bullet: { marginTop: 1.5, indent: 4, markWidth: 10, mark: "•", color: CV_COLORS.accent },
  skillRowGap: 2,
  skillLabelWidth: 110,
};
