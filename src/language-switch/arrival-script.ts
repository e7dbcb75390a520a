import { LANGUAGE_SWITCH_MAX_AGE_MS, LANGUAGE_SWITCH_STORAGE_KEY } from "../config/constants";
import { CONTACT_FIELD_ID_PREFIX } from "../contact/contact-fields";

/**
 * Runs in <head> of every page, before any bundle. When the page is the one a language switch
 * leads to (leave-for-language.ts left a state for its path within LANGUAGE_SWITCH_MAX_AGE_MS),
 * it takes that state, once, and puts back what the DOM can hold:
 * - the hash, once the page has loaded (a hash in the address when parsing ends or the page
 *   loads makes the browser scroll to its target), with history.replaceState, which scrolls
 *   nowhere; the state it sets, `keepScroll`, tells Gatsby's scroll handling to stay put
 *   (shouldUpdateScroll in gatsby-browser.tsx), and a popstate event tells the router and the
 *   page's hash listeners, if they already run, as following an in-page link does;
 * - the typed text, into the contact form's fields, which React keeps as they are when it
 *   hydrates (as text typed before hydration);
 * - the scroll position: the place the visitor was reading (the same share of the same element
 *   at the reading line; where that element is not shown, a tab panel not yet chosen, the
 *   nearest shown one around it), else the same scrollY.
 * It leaves the state in `window.__languageSwitch` for the React side (switch-arrival.tsx),
 * with `restoreScroll`: React renders the chosen tab and the focus, then asks for the place
 * again (the chosen panel may be the element the visitor was reading).
 *
 * A page being loaded restores the scroll position once it is parsed. A prerendered page
 * (https://developer.mozilla.org/docs/Web/API/Document/prerendering) does all this when it is
 * shown (the toggle's state exists only from the tap on, and the page's sessionStorage becomes
 * the visitor's then): the hash at once, the rest in the frame it is first shown in, after
 * React has rendered the chosen tab in the same event.
 */
export const languageSwitchArrivalScript = `(function(){
var d=document,r=d.documentElement,KEY=${JSON.stringify(LANGUAGE_SWITCH_STORAGE_KEY)};
function take(){try{var s=JSON.parse(sessionStorage.getItem(KEY));sessionStorage.removeItem(KEY);
return s&&s.to===location.pathname+location.search&&Date.now()-s.at<${LANGUAGE_SWITCH_MAX_AGE_MS}?s:null}catch(e){return null}}
function place(s){var a=s.anchor&&d.getElementById(s.anchor.id),f=s.anchor&&s.anchor.offset;
while(a&&!a.getClientRects().length){a=a.parentElement&&a.parentElement.closest("[id]");f=0}
if(!a)return s.scrollY;var b=a.getBoundingClientRect();
return scrollY+b.top+f*b.height-(parseFloat(getComputedStyle(r).scrollPaddingTop)||0)}
function arrive(){var s=take();if(!s)return;window.__languageSwitch=s;
s.restoreScroll=function(){scrollTo({top:place(s),behavior:"instant"})};
function restore(){for(var k in s.fields){var f=d.getElementById(${JSON.stringify(CONTACT_FIELD_ID_PREFIX)}+k);if(f)f.value=s.fields[k]}s.restoreScroll()}
function restoreHash(){if(!s.hash||s.hash===location.hash)return;history.replaceState(Object.assign({},history.state,{keepScroll:true}),"",location.pathname+location.search+s.hash);dispatchEvent(new PopStateEvent("popstate",{state:history.state}))}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",restore);else requestAnimationFrame(restore);
if(d.readyState==="complete")restoreHash();else addEventListener("load",restoreHash)}
if(d.prerendering)d.addEventListener("prerenderingchange",arrive);else arrive()})();`;
