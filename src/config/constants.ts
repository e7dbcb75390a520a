/**
 * Business constants of the product (timings, thresholds, sizes), in one place. Components
 * import these by name; no magic numbers elsewhere. The languages are content:
 * content/languages.yaml (src/content/languages.ts).
 */

// Navigation
/** Section observer root margin: the band in the middle of the viewport that decides the active link. */
export const SECTION_OBSERVER_MARGIN = "-45% 0px -45% 0px";

// Language switch (src/language-switch/language-switch.ts): another language's page is a document of its own,
// prerendered once this one is live, and what the visitor did is carried over to it.
/** Where a language link leaves what the visitor did for the page it leads to (sessionStorage). */
export const LANGUAGE_SWITCH_STORAGE_KEY = "language-switch";
/**
 * What the toggle left is for the page it leads to, if it arrives within this long: not for a
 * later visit of that page after a switch that never arrived (a dropped connection).
 */
export const LANGUAGE_SWITCH_MAX_AGE_MS = 60_000;

// Theme
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";
export const THEME_SWITCHING_CLASS = "theme-switching";
/** How long a theme switch's cross-fade lasts (global.css reads it from this property). */
export const THEME_SWITCHING_MS = 360;
export const THEME_SWITCHING_DURATION_PROPERTY = "--theme-switching-duration";

// Reveals: how the items of each list fade in and rise once scrolled into view (src/reveal/).
// An item enters once its top is above `viewportFraction` of the viewport height, or once
// `threshold` of it is visible; items entering together are staggered (`stagger`).

// Timeline
/** An entry is revealed once its top is above 96% of the viewport height. */
export const TIMELINE_REVEAL = { durationMs: 700, rise: "1rem", viewportFraction: 0.96 } as const;
/** The line fill is measured against this fraction of the viewport height. */
export const TIMELINE_LINE_REFERENCE = 0.98;

// Experience
/** Cards 80 ms apart, at most 280 ms; a card enters once its top is above 96% (4% margin). */
export const EXPERIENCE_REVEAL = {
  durationMs: 400,
  rise: "1rem",
  viewportFraction: 0.96,
  stagger: { stepMs: 80, maxMs: 280 },
} as const;
/** Logos of timeline steps and experiences, in CSS pixels. */
export const ENTRY_LOGO_SIZE = 48;

// Hero
/** The owner's portrait, in CSS pixels: beside the name from tablets on, above it on phones. */
export const PORTRAIT_SIZE = 320;
export const PORTRAIT_SIZE_PHONE = 144;
export const SCROLL_CUE_LOOP_MS = 1600;

// Stacks
/** Logos 40 ms apart, at most 260 ms. */
export const STACK_REVEAL = {
  durationMs: 400,
  rise: "0.75rem",
  stagger: { stepMs: 40, maxMs: 260 },
} as const;
/** Technology logos, in CSS pixels (on a plate, beside their name). */
export const STACK_ICON_SIZE = 40;

// Showcase cards
/** Cards 100 ms apart. */
export const CERTIFICATION_REVEAL = {
  durationMs: 500,
  rise: "1.25rem",
  stagger: { stepMs: 100 },
} as const;
/** Cards 100 ms apart, each once 20% of it is visible. */
export const PROJECT_REVEAL = {
  durationMs: 500,
  rise: "1.25rem",
  threshold: 0.2,
  stagger: { stepMs: 100 },
} as const;

// Case studies
/** The reading column of a case study, in CSS pixels: its cover and screenshots are drawn for it. */
export const CASE_STUDY_MEDIA_WIDTH = 960;

// Contact form: src/config/contact-form.ts. A module of its own, so that only the form's
// code, loaded with the contact section, carries them, not the first-load JavaScript.
