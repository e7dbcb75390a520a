/**
 * The names the page's hydration is known by, shared by the inline head scripts (which run
 * before React) and the React side.
 */

/**
 * On <html> once React has hydrated the page, its value the path of the page that is live
 * (page-hydrated.ts); the browser tests wait on it too.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On the language toggle's link, which the language switch's script follows (src/language-switch/). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";
/**
 * On <html> once the page is hydrated, painted and the browser idle (set by the language
 * switch's script): from then on the other language's page may be prerendered.
 */
export const PRERENDER_READY_ATTRIBUTE = "data-prerender-ready";
/**
 * On <html> while the page is presented for its scripts (set by the theme's head script): the
 * controls that need them are shown (global.css). Taken off when the scripts fail before
 * hydrating the page (script-failure-script.ts): the page is then shown as without JavaScript.
 */
export const SCRIPTED_CLASS = "js";

declare global {
  interface Window {
    /** Buttons tapped before the page was hydrated, clicked again once it is (early-input-script). */
    __earlyClicks?: HTMLElement[];
    /** Set once React starts hydrating the page (hydrate-page.tsx): its scripts have all run. */
    __hydrationStarted?: boolean;
  }
}
