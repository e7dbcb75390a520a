/**
 * How a project's share card (src/share-card/project-share-card.tsx) fits its texts in its
 * 1200x630 pixels, whatever their length: at most two lines of title, set smaller from the
 * length at which the large size may need a third line (Inter Bold at 64 px sets some 30
 * characters a line in the card's 1008 px, fewer when a long word wraps early), at most three
 * lines of description, one row of technologies. Past that, a text ends with an ellipsis
 * rather than running off the card. Build time only: a module apart from constants.ts, which
 * the browser's code imports.
 */
export const PROJECT_CARD_FIT = {
  titleMaxLines: 2,
  /** Font sizes of the title, in pixels. */
  titleSize: 64,
  longTitleSize: 52,
  /** Characters from which a title is set at `longTitleSize`. */
  longTitleFrom: 50,
  descriptionMaxLines: 3,
} as const;
