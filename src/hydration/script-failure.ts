import { replayHeldTaps } from "./held-taps";
import { SCRIPTED_CLASS } from "./page-marks";

/**
 * Whether `url` is one of the site's script files: on the page's origin, a `.js` file. Not the
 * page's own address, which is the file name of its inline scripts: an error in one of those
 * does not keep React from hydrating the page.
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
 * In <head>, before any of the page's bundles is requested: when one of them fails before React
 * has started hydrating the page, the page falls back at once to what it is without
 * JavaScript. A bundle that does not arrive (a network failure, a blocked request, one the
 * Content-Security-Policy refuses) fires `error` on its <script> element, which does not bubble
 * but is seen by a listener capturing on `window`
 * (https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element); one that
 * throws as it runs reports the error to `window`
 * (https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception). Either way React
 * will not hydrate the page, and the held taps would wait for ever.
 *
 * So, only for the site's script files (not an inline script, a browser extension's or another
 * site's), and only until React starts (`__hydrationStarted`; from then on an error is React's
 * to handle, as those it recovers from by rendering afresh):
 * - <html> loses SCRIPTED_CLASS: the controls that need scripts are no longer shown, every tab
 *   panel is open (global.css), and held-taps.ts stops holding taps;
 * - the buttons it held are clicked again, now the no-JavaScript way: the contact form's Send
 *   submits the form to its `mailto:` fallback with what was typed (or shows what the browser
 *   says is missing); a button that needs scripts does nothing, as without them.
 * A slow bundle fails nothing: the page goes on waiting for it, and React replays the taps. If
 * React hydrates the page after all (the error was in code it could do without), the page is
 * presented for its scripts again (page-hydrated.ts).
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
