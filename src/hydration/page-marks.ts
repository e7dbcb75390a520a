/**
 * The marks through which the code that runs before React (src/before-react/, inlined in every
 * page) and React tell each other where the page is: attributes and a class on <html>, and the
 * globals below.
 */

/**
 * On <html> once React has hydrated the page, its value the path of the page that is live
 * (page-hydrated.ts); the browser tests wait on it too.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On the language toggle's link, which the language switch follows (src/language-switch/). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";
/**
 * On a tab list whose choice lasts the visit, its key in the kept choices
 * (src/kept-choices/kept-choices.ts, `tabs:showcase`); on each of its tabs, the value it stands
 * for: the code before React shows the kept tab with them (src/kept-choices/show-kept-tabs.ts).
 */
export const KEPT_CHOICE_ATTRIBUTE = "data-kept-choice";
export const CHOICE_ATTRIBUTE = "data-choice";
/**
 * On <html> once the page is hydrated, painted and the browser idle: `immediate` when the other
 * language's page is then to be prerendered for this visitor, `none` when not
 * (src/language-switch/prerender-ready.ts, speculation-rules.ts).
 */
export const PRERENDER_READY_ATTRIBUTE = "data-prerender-ready";
/**
 * On <html> while the page is presented for its scripts (markScripted, before the first
 * paint): the controls that need them are shown (global.css). Taken off when the page's
 * bundles fail before hydrating it (script-failure.ts): the page is then shown as without
 * JavaScript, until React hydrates it after all.
 */
export const SCRIPTED_CLASS = "js";

declare global {
  interface Window {
    /** Buttons tapped before the page was hydrated, clicked again once it is (held-taps.ts). */
    __earlyClicks?: HTMLElement[];
    /**
     * The kept choices the code before React has shown in the server's HTML, by key
     * (src/kept-choices/show-kept-tabs.ts): React hydrates with them (use-kept-state.ts there).
     */
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
 * Resolves once the page is rendered as it will stay: hydrated by React, or given up to its
 * no-JavaScript presentation (script-failure.ts). A page the development server renders in the
 * browser has its content only then.
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
