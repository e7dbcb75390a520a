import { replayHeldTaps } from "./held-taps";
import { SCRIPTED_CLASS } from "./page-marks";

/**
 * Whether `url` is one of the site's script files: on the page's origin, a `.js` file. Not the
 * page's own address (its inline scripts'), whose errors do not keep React from hydrating.
 */
export const isSiteScript = (url: unknown): boolean => {
  if (typeof url !== "string" || url === "") return false;
  try {
    const { origin, pathname } = new URL(url);
    return origin === location.origin && pathname.endsWith(".js");
  } catch {
    return false;
  }
};

/**
 * In <head>, before any bundle is requested: when one of the site's bundles fails before React
 * has started hydrating the page, React will not hydrate it and the held taps would wait for
 * ever, so the page falls back at once to what it is without JavaScript. A bundle that does not
 * arrive fires `error` on its <script>, seen by a listener capturing on `window`
 * (https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element); one that
 * throws reports to `window` (https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception).
 *
 * Only for the site's script files, and only until React starts (from then on an error is
 * React's): <html> loses SCRIPTED_CLASS (every tab panel open, no taps held), and the held
 * buttons are clicked again the no-JavaScript way (the form's Send goes to its `mailto:`
 * fallback). A slow bundle fails nothing. If React hydrates after all, the page is presented
 * for its scripts again (page-hydrated.ts).
 */
export function fallBackWhenBundlesFail(): void {
  addEventListener(
    "error",
    (event) => {
      const root = document.documentElement;
      if (window.__hydrationStarted || !root.classList.contains(SCRIPTED_CLASS)) return;
      const { target } = event;
      const failed =
        target instanceof HTMLScriptElement
          ? isSiteScript(target.src)
          : target === window && isSiteScript(event.filename);
      if (!failed) return;
      root.classList.remove(SCRIPTED_CLASS);
      replayHeldTaps();
    },
    true,
  );
}
