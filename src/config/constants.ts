/**
 * Business constants of the product (languages, timings, thresholds, sizes), in one place.
 * Components import these by name; no magic numbers elsewhere.
 */

// Languages
export const LANGUAGES = ["fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "fr";

// Navigation
/** Section observer root margin: the band in the middle of the viewport that decides the active link. */
export const SECTION_OBSERVER_MARGIN = "-45% 0px -45% 0px";

// Theme
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";
export const THEME_SWITCHING_CLASS = "theme-switching";
export const THEME_SWITCHING_MS = 360;

// Hydration
/**
 * A part of the page below the first screen loads its code and hydrates once it comes this
 * close to the viewport (a quarter of a viewport ahead, as the visitor scrolls), or when
 * the visitor reaches into it.
 */
export const PART_LOAD_MARGIN = "25% 0px 25% 0px";

// Timeline
/** An entry is revealed once its top is above this fraction of the viewport height. */
export const TIMELINE_REVEAL_THRESHOLD = 0.96;
/** The line fill is measured against this fraction of the viewport height. */
export const TIMELINE_LINE_REFERENCE = 0.98;
export const TIMELINE_FADE_MS = 700;
export const TIMELINE_RISE = "1rem";

// Experience
export const EXPERIENCE_STAGGER_MS = 80;
export const EXPERIENCE_STAGGER_MAX_MS = 280;
export const EXPERIENCE_FADE_MS = 400;
/** Logos of timeline steps and experiences, in CSS pixels. */
export const ENTRY_LOGO_SIZE = 48;
/** A card enters once its top is above this fraction of the viewport height (4% margin). */
export const EXPERIENCE_REVEAL_FRACTION = 0.96;

// Hero
/** The owner's portrait, in CSS pixels: beside the name from tablets on, above it on phones. */
export const PORTRAIT_SIZE = 320;
export const PORTRAIT_SIZE_PHONE = 144;
export const SCROLL_CUE_LOOP_MS = 1600;

// Stacks
export const STACK_REVEAL_STEP_MS = 40;
export const STACK_REVEAL_MAX_MS = 260;
/** Technology logos, in CSS pixels (on a plate, beside their name). */
export const STACK_ICON_SIZE = 40;
export const STACK_FADE_MS = 400;

// Showcase cards
export const CERTIFICATION_STAGGER_MS = 100;
export const CERTIFICATION_FADE_MS = 500;
export const PROJECT_STAGGER_MS = 100;
export const PROJECT_FADE_MS = 500;
/** Fraction of a project card that must be visible before it is revealed. */
export const PROJECT_VISIBLE_FRACTION = 0.2;

// Contact form: src/config/contact-form.ts. A module of its own, so that only the form's
// code, loaded with the contact section, carries them, not the first-load JavaScript.

// Web vitals thresholds: [good, poor]
export const VITALS_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
} as const;
