/**
 * The names the page's hydration is known by, shared by the inline head script (which runs
 * before React) and the React side.
 */

/**
 * On <html> once React has hydrated the page, its value the path of the page that is live
 * (page-hydrated.ts); the browser tests wait on it too.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On links that must keep the URL hash when followed before hydration (the language toggle). */
export const KEEP_HASH_ATTRIBUTE = "data-keep-hash";

declare global {
  interface Window {
    /** Buttons tapped before the page was hydrated, clicked again once it is (early-input-script). */
    __earlyClicks?: HTMLElement[];
    /** Set once React starts hydrating the page (hydrate-page.tsx): its scripts have all run. */
    __hydrationStarted?: boolean;
  }
}
