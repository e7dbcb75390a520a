/**
 * The names the page's hydration is tracked by, shared by the inline head script (which runs
 * before React) and the React side. Each part of the page is wrapped in an element marked
 * `data-part="<name>"`, which carries `data-pending-hydration` until React has hydrated it.
 */
export const PART_ATTRIBUTE = "data-part";
export const PENDING_ATTRIBUTE = "data-pending-hydration";

/** The element wrapping the part `name`: only while it is pending hydration if `pending`. */
export const partSelector = (name: string, { pending = false } = {}): string =>
  `[${PART_ATTRIBUTE}="${name}"]${pending ? `[${PENDING_ATTRIBUTE}]` : ""}`;
/** Dispatched on a pending part when the visitor reaches into it (a tap, focus). */
export const PART_NEEDED_EVENT = "part-needed";
/** Dispatched on the document once a part is live (hydrated, or rendered afresh with new elements). */
export const PART_HYDRATED_EVENT = "part-hydrated";
/** On <html>: the names of the parts hydrated so far, and `all` once none is pending. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const ALL_HYDRATED = "all";
/** On links that must keep the URL hash when followed before hydration (the language toggle). */
export const KEEP_HASH_ATTRIBUTE = "data-keep-hash";

declare global {
  interface Window {
    /** Buttons tapped before their part was hydrated, replayed once it is (early-input-script). */
    __earlyClicks?: HTMLElement[];
  }
}
