import { KEEP_HASH_ATTRIBUTE, PART_NEEDED_EVENT, PENDING_ATTRIBUTE } from "./part-attributes";

/**
 * Runs in <head>, before the page is parsed, so that no tap is lost while the page's
 * JavaScript loads and hydrates. React replays no click made before it has hydrated the
 * element: before React runs, nothing listens; and React 18 does not replay a discrete event
 * (a click) on a Suspense boundary that is not hydrated yet: when the boundary's code is not
 * there to hydrate it at once, React stops the event and drops it
 * (https://github.com/reactwg/react-18/discussions/130 and
 * https://github.com/facebook/react/pull/22448). So:
 * - a button tapped inside a part not hydrated yet is held here, and part-hydrated.ts clicks
 *   it again once React has hydrated the part;
 * - a link marked to keep the hash (the language toggle) is followed at once, as a plain
 *   link, with the current hash;
 * - a tap or focus inside a pending part asks for it to be loaded now (see lazy-part.ts).
 * Links, form fields and the <details> menu work natively before hydration: left alone.
 */
export const earlyInputScript = `(function(){var d=document,q=window.__earlyClicks=[],p=${JSON.stringify(
  `[${PENDING_ATTRIBUTE}]`,
)};function need(t){var part=t instanceof Element&&t.closest(p);if(part)part.dispatchEvent(new Event(${JSON.stringify(
  PART_NEEDED_EVENT,
)}));return part}d.addEventListener("click",function(e){var t=e.target;if(!need(t))return;var a=t.closest(${JSON.stringify(
  `a[${KEEP_HASH_ATTRIBUTE}]`,
)});if(a){a.hash=location.hash;return}var b=t.closest("button");if(!b)return;e.preventDefault();e.stopPropagation();q.push(b)},true);d.addEventListener("focusin",function(e){need(e.target)},true)})();`;
