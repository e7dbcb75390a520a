import { SCRIPTED_CLASS } from "./hydration-attributes";

/**
 * Runs in <head>, before any of the page's bundles is requested: when one of them fails before
 * React has started hydrating the page, the page falls back to what it is without JavaScript,
 * at once. A bundle that does not arrive (a network failure, a blocked request, one the
 * Content-Security-Policy refuses) fires `error` on its <script> element, which does not bubble
 * but is seen by a listener capturing on `window`
 * (https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element); one that
 * throws as it runs reports the error to `window`
 * (https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception). Either way React
 * will not hydrate the page: the head scripts would go on holding its taps for ever.
 *
 * So, only for the page's own scripts (not a browser extension's, nor another site's), and only
 * until React starts (`__hydrationStarted`; from then on an error is React's to handle, as
 * those it recovers from by rendering afresh):
 * - <html> loses SCRIPTED_CLASS: the controls that need scripts are no longer shown, every tab
 *   panel is open (global.css), and the early-input script stops holding taps;
 * - the buttons it held are clicked again, now the no-JavaScript way: the contact form's Send
 *   submits the form to its `mailto:` fallback with what was typed (or shows what the browser
 *   says is missing); a button that needs scripts does nothing, as without them.
 * A slow bundle fails nothing: the page goes on waiting for it, and React replays the taps.
 */
export const scriptFailureScript = `(function(){var w=window,d=document,o=location.origin+"/",own=function(u){return typeof u==="string"&&u.indexOf(o)===0};w.addEventListener("error",function(e){var t=e.target,r=d.documentElement;if(w.__hydrationStarted||!r.classList.contains(${JSON.stringify(
  SCRIPTED_CLASS,
)}))return;if(t instanceof HTMLScriptElement?!own(t.src):t!==w||!own(e.filename))return;r.classList.remove(${JSON.stringify(
  SCRIPTED_CLASS,
)});(w.__earlyClicks||[]).splice(0).forEach(function(b){b.click()})},true)})();`;
