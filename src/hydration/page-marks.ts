/**
 * The marks through which the code before React (src/before-react/) and React tell each other
 * where the page is: attributes and a class on <html>, and the globals below.
 */

/** On <html> once React has hydrated the page: the live page's path (page-hydrated.ts). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On each language link, which the language switch follows (src/language-switch/). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";
/**
 * On the language link whose page is prerendered for this reader, once the page is ready for
 * it (src/language-switch/prerender-ready.ts, speculation-rules.ts).
 */
export const PRERENDER_TARGET_ATTRIBUTE = "data-prerender-target";
/**
 * The class of the language list of a site of three languages or more, a <details> (global.css
 * styles it as `.language-list`): on the page a switch arrives at, the focus goes back to its
 * summary, or to the language link of a site of two.
 */
export const LANGUAGE_LIST_CLASS = "language-list";
/**
 * On a tab list whose choice lasts the visit, its key in the kept choices (`tabs:showcase`); on
 * each of its tabs, the value it stands for (src/kept-choices/show-kept-tabs.ts).
 */
export const KEPT_CHOICE_ATTRIBUTE = "data-kept-choice";
export const CHOICE_ATTRIBUTE = "data-choice";
/**
 * On <html> once the page is hydrated, painted and the browser idle: `immediate` when the other
 * language's page is to be prerendered, `none` when not (src/language-switch/prerender-ready.ts).
 */
export const PRERENDER_READY_ATTRIBUTE = "data-prerender-ready";
/**
 * On <html> while the page is presented for its scripts (from before the first paint): the
 * controls that need them are shown (global.css). Taken off when the bundles fail before
 * hydrating the page (script-failure.ts).
 */
export const SCRIPTED_CLASS = "js";

declare global {
  interface Window {
    /** Buttons tapped before the page was hydrated, clicked again once it is (held-taps.ts). */
    __earlyClicks?: HTMLElement[];
    /** The kept choices shown before React, by key: React hydrates with them (src/kept-choices/). */
    __shownChoices?: Record<string, string>;
    /** Set once React starts hydrating the page (hydrate-page.tsx): its scripts have all run. */
    __hydrationStarted?: boolean;
  }
}

/** Whether React has hydrated a page in this document (whichever: it handles every later one). */
export const isHydrated = (): boolean => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/** Presents the page for its scripts, before its first paint (see SCRIPTED_CLASS). */
export const markScripted = (): void => document.documentElement.classList.add(SCRIPTED_CLASS);

/**
 * Resolves once the page is rendered as it will stay: hydrated, or given up to its
 * no-JavaScript presentation. A page the development server renders has its content only then.
 */
export function whenRendered(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    const check = () => {
      if (!isHydrated() && root.classList.contains(SCRIPTED_CLASS)) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributeFilter: [HYDRATED_ATTRIBUTE, "class"] });
    check();
  });
}
