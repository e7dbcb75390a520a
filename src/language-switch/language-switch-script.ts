import { LANGUAGE_SWITCH_MAX_AGE_MS, LANGUAGE_SWITCH_STORAGE_KEY } from "../config/constants";
import { CONTACT_FIELD_ID_PREFIX, CONTACT_FIELD_NAMES } from "../contact/contact-fields";
import { KEPT_CHOICES_EVENT } from "../hooks/use-kept-state";
import {
  HYDRATED_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  PRERENDER_READY_ATTRIBUTE,
} from "../hydration/hydration-attributes";

/**
 * What a language switch carries to the other language's page, in sessionStorage: written as
 * the visitor leaves, taken once on the page it is for (LanguageSwitch in the script below).
 */
export interface SwitchState {
  /** The path and query of the page it is for, as that page's `location` reads them. */
  to: string;
  /** The URL hash the visitor was at (`#contact`), or "". */
  hash: string;
  /** How far down the visitor had scrolled, in CSS pixels. */
  scrollY: number;
  /**
   * Where the visitor was reading: the innermost element with an id at the reading line (the
   * top of the viewport below the fixed bar: scroll-padding-top), and how far down it that line
   * was, as a share of its height. The other language's texts are longer or shorter, so the
   * same scrollY would show other content; the same place of the same element is what the
   * visitor was looking at.
   */
  anchor: { id: string; offset: number } | null;
  /** What the visitor had typed in the contact form, by field. */
  fields: Record<string, string>;
  /** The choices kept by key (the chosen tab: hooks/use-kept-state.ts). */
  kept: Record<string, unknown>;
  /** When it was left (Date.now()). */
  at: number;
}

const LINK = `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`;

/**
 * The language switch, inline at the end of every page's <body> (gatsby-ssr.tsx), not in a
 * bundle, so that it works the same before hydration, after it, and when the bundles never
 * arrive.
 *
 * Leaving: a tap on the language link (not one opening it elsewhere) replaces this page with the
 * other one, `location.replace` with the link's address and the query, no hash: that address
 * is the one the browser has prerendered (speculation-rules.ts). What the visitor did goes with
 * them in sessionStorage (SwitchState), which a prerendered page is handed when it is shown (the
 * "clone & swap" of https://github.com/whatwg/storage/issues/119). Where storage is refused
 * (some private modes), the hash goes in the address instead.
 *
 * Arriving, on the page a state was left for within LANGUAGE_SWITCH_MAX_AGE_MS, taken once:
 * - the kept choices go to `window.__keptChoices` at once, and KEPT_CHOICES_EVENT tells a page
 *   React already runs (useKeptState renders them; at hydration it renders the server's choice,
 *   then the kept one);
 * - once the page is parsed: the typed text into the contact form's fields (React keeps what a
 *   field holds when it hydrates), the reading place (the same share of the same element at
 *   the reading line; where that element is not shown, a tab panel not yet chosen, the nearest
 *   shown one around it; else the same scrollY), then the focus on the language link. Once
 *   React has hydrated the page and rendered the kept choices, the place once more: it may be
 *   in the panel just chosen;
 * - the hash, once the page has loaded (a hash in the address when parsing ends or the page
 *   loads makes the browser scroll to its target), with history.replaceState, which scrolls
 *   nowhere; the state it sets, `keepScroll`, tells Gatsby's scroll handling to stay put
 *   (shouldUpdateScroll in gatsby-browser.tsx), and a popstate event tells the router and the
 *   page's hash listeners, if they already run, as following an in-page link does.
 * A prerendered page (https://developer.mozilla.org/docs/Web/API/Document/prerendering) arrives
 * when it is shown: the state exists only from the tap on. Its restoring runs in the frame it
 * is first shown in, after React has rendered the kept choices (in a microtask of the event).
 *
 * Ready for the way back: once the page is shown, hydrated (the mark React's hydration sets),
 * painted (its first contentful paint, which a prerendered page has only once shown) and the
 * browser idle, PRERENDER_READY_ATTRIBUTE on <html> lets the Speculation Rules prerender the
 * other page (speculation-rules.ts). Where there is no requestIdleCallback, a task later; where
 * there is no PerformanceObserver, there are no Speculation Rules either.
 */
export const languageSwitchScript = `(function(){
var d=document,r=d.documentElement,KEY=${JSON.stringify(LANGUAGE_SWITCH_STORAGE_KEY)},LINK=${JSON.stringify(LINK)};
function line(){return parseFloat(getComputedStyle(r).scrollPaddingTop)||0}
d.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest(LINK);
if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();
var l=line(),p=d.elementFromPoint(innerWidth/2,l),h=p&&p.closest("[id]"),b=h&&h.getBoundingClientRect(),f={},to=a.pathname+location.search;
${JSON.stringify(CONTACT_FIELD_NAMES)}.forEach(function(n){var c=d.getElementById(${JSON.stringify(CONTACT_FIELD_ID_PREFIX)}+n);if(c)f[n]=c.value});
try{sessionStorage.setItem(KEY,JSON.stringify({to:to,hash:location.hash,scrollY:scrollY,anchor:h?{id:h.id,offset:b.height?(l-b.top)/b.height:0}:null,fields:f,kept:window.__keptChoices||{},at:Date.now()}))}catch(x){to+=location.hash}
location.replace(to)},true);
function take(){try{var s=JSON.parse(sessionStorage.getItem(KEY));sessionStorage.removeItem(KEY);
return s&&s.to===location.pathname+location.search&&Date.now()-s.at<${LANGUAGE_SWITCH_MAX_AGE_MS}?s:null}catch(e){return null}}
function place(s){var a=s.anchor&&d.getElementById(s.anchor.id),f=s.anchor&&s.anchor.offset;
while(a&&!a.getClientRects().length){a=a.parentElement&&a.parentElement.closest("[id]");f=0}
if(!a)return s.scrollY;var b=a.getBoundingClientRect();return scrollY+b.top+f*b.height-line()}
function arrive(){var s=take();if(!s)return;var k=window.__keptChoices=window.__keptChoices||{};
for(var n in s.kept)k[n]=s.kept[n];dispatchEvent(new Event(${JSON.stringify(KEPT_CHOICES_EVENT)}));
function scroll(){scrollTo({top:place(s),behavior:"instant"})}
function restore(){for(var n in s.fields){var c=d.getElementById(${JSON.stringify(CONTACT_FIELD_ID_PREFIX)}+n);if(c)c.value=s.fields[n]}scroll();
var a=d.querySelector(LINK);if(a)a.focus({preventScroll:true});if(r.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)}))return;
var o=new MutationObserver(function(){o.disconnect();requestAnimationFrame(scroll)});o.observe(r,{attributeFilter:[${JSON.stringify(HYDRATED_ATTRIBUTE)}]})}
function hash(){if(!s.hash||s.hash===location.hash)return;history.replaceState(Object.assign({},history.state,{keepScroll:true}),"",location.pathname+location.search+s.hash);
dispatchEvent(new PopStateEvent("popstate",{state:history.state}))}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",restore);else requestAnimationFrame(restore);
if(d.readyState==="complete")hash();else addEventListener("load",hash)}
function ready(){var m=new MutationObserver(painted);m.observe(r,{attributeFilter:[${JSON.stringify(HYDRATED_ATTRIBUTE)}]});painted();
function painted(){if(!r.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})||!window.PerformanceObserver)return;m.disconnect();
var p=new PerformanceObserver(function(l){if(!l.getEntriesByName("first-contentful-paint").length)return;p.disconnect();
(window.requestIdleCallback||setTimeout)(function(){r.setAttribute(${JSON.stringify(PRERENDER_READY_ATTRIBUTE)},"")})});
p.observe({type:"paint",buffered:true})}}
function shown(){arrive();ready()}
if(d.prerendering)d.addEventListener("prerenderingchange",shown);else shown()})();`;
