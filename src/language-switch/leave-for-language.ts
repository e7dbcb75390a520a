import { LANGUAGE_SWITCH_STORAGE_KEY } from "../config/constants";
import { currentDraft } from "../contact/draft";
import { keptValues } from "../hooks/use-kept-state";
import type { SwitchState } from "./switch-state";

/** The reading line: the top of the viewport below the fixed bar (global.css's scroll-padding-top). */
export const readingLine = (): number =>
  parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** Where the visitor is reading (SwitchState's anchor), or null over an element without an id. */
function readingAnchor(): SwitchState["anchor"] {
  const line = readingLine();
  const element = document.elementFromPoint(window.innerWidth / 2, line)?.closest("[id]");
  if (!element) return null;
  const { top, height } = element.getBoundingClientRect();
  return { id: element.id, offset: height > 0 ? (line - top) / height : 0 };
}

/**
 * Leaves for the same page in the other language, `href` (with the path prefix, no hash), as
 * a new document that replaces this one in the history, the way loading it would. The other
 * page is prerendered at `href` once this one is live (speculation-rules.ts): its address
 * without the hash is what activates it. What the visitor did goes with them in
 * sessionStorage, whose state the prerendered page is given on activation (the "clone & swap"
 * of https://github.com/whatwg/storage/issues/119, tested by the web platform tests'
 * speculation-rules/prerender/session-storage-swap-after-activate.html): the hash, the
 * scroll position (where the visitor is reading), the typed text and the chosen tab. Where storage is refused (some private
 * modes), the hash goes in the address instead, as before hydration.
 * (`location` is the window's; a test passes its own, since no browser lets a page replace it.)
 */
export function leaveForLanguage(
  href: string,
  location: Pick<Location, "search" | "hash" | "replace"> = window.location,
): void {
  const { search, hash } = location;
  const to = `${href}${search}`;
  const state: SwitchState = {
    to,
    hash,
    scrollY: window.scrollY,
    anchor: readingAnchor(),
    fields: currentDraft(),
    kept: keptValues(),
    at: Date.now(),
  };
  let saved = false;
  try {
    sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, JSON.stringify(state));
    saved = true;
  } catch {
    // Storage refused: the hash goes with the address.
  }
  location.replace(saved ? to : `${to}${hash}`);
}
