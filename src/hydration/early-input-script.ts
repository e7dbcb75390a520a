import { HYDRATED_ATTRIBUTE, SCRIPTED_CLASS } from "./hydration-attributes";

/**
 * The events of a tap on a link or a button, kept from React until the page is hydrated
 * (see below): each is one React 18 would answer by hydrating the whole page at once, in the
 * tap's own task (a "discrete" event: https://github.com/reactwg/react-18/discussions/37,
 * https://github.com/facebook/react/pull/22448).
 */
const TAP_EVENTS = [
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "focusin",
  "focusout",
  "click",
];

/**
 * Runs in <head>, before the page is parsed, so that no tap made before React has hydrated
 * the page is lost: until then no handler of the page is attached. So, until <html> carries
 * the hydrated mark (whichever page it names: once React runs, it handles every later page):
 * a button tapped is held here, and page-hydrated.ts clicks it again once the page is live.
 * Links, form fields and the <details> menu work natively before hydration (the language
 * toggle's link is followed by the language switch's own script, before and after). A tap on
 * a link or a button does not reach React meanwhile: its hydration goes on in short tasks instead of
 * finishing in the tap's task, which the tap would wait for.
 * Nothing is held once the page is no longer presented for its scripts (SCRIPTED_CLASS taken
 * off when they fail: script-failure-script.ts).
 */
export const earlyInputScript = `(function(){var d=document,q=window.__earlyClicks=[],live=function(){return d.documentElement.hasAttribute(${JSON.stringify(
  HYDRATED_ATTRIBUTE,
)})},scripted=function(){return d.documentElement.classList.contains(${JSON.stringify(
  SCRIPTED_CLASS,
)})},tapped=function(e){return !live()&&scripted()&&e.target instanceof Element&&e.target.closest("a,button")};${JSON.stringify(
  TAP_EVENTS,
)}.forEach(function(n){d.addEventListener(n,function(e){if(tapped(e))e.stopPropagation()},true)});d.addEventListener("click",function(e){var t=tapped(e);if(!t||t.tagName!=="BUTTON")return;e.preventDefault();q.push(t)},true)})();`;
