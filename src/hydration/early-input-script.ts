import { HYDRATED_ATTRIBUTE, KEEP_HASH_ATTRIBUTE } from "./hydration-attributes";

/**
 * Runs in <head>, before the page is parsed, so that no tap made before React has hydrated
 * the page is lost: until then no handler of the page is attached. So, until <html>'s hydrated
 * mark names the page at the current URL (page-hydrated.ts):
 * - a button tapped is held here, and page-hydrated.ts clicks it again once the page is live;
 * - a link marked to keep the hash (the language toggle) is followed at once, as a plain
 *   link, with the current hash.
 * Links, form fields and the <details> menu work natively before hydration: left alone.
 */
export const earlyInputScript = `(function(){var d=document,q=window.__earlyClicks=[];d.addEventListener("click",function(e){var t=e.target;if(d.documentElement.getAttribute(${JSON.stringify(
  HYDRATED_ATTRIBUTE,
)})===location.pathname||!(t instanceof Element))return;var a=t.closest(${JSON.stringify(
  `a[${KEEP_HASH_ATTRIBUTE}]`,
)});if(a){a.hash=location.hash;return}var b=t.closest("button");if(!b)return;e.preventDefault();e.stopPropagation();q.push(b)},true)})();`;
