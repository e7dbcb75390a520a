import { LANGUAGE_SWITCH_MAX_AGE_MS, LANGUAGE_SWITCH_STORAGE_KEY } from "../config/constants";
import {
  clearStored,
  isRecord,
  jsonFormat,
  readStored,
  sessionValue,
} from "../storage/stored-value";

/**
 * Where the visitor was, carried to another language's page in sessionStorage: written as
 * they leave, taken once on the page it is for. What they typed and chose lasts the visit in
 * storage of its own (src/contact/, src/kept-choices/).
 */
export interface SwitchState {
  /** The path of the page it is for, as that page's `location.pathname` reads it. */
  to: string;
  /** The URL hash the visitor was at (`#contact`), or "". */
  hash: string;
  /** How far down the visitor had scrolled, in CSS pixels. */
  scrollY: number;
  /**
   * Where the visitor was reading: the innermost element with an id at the reading line, and
   * how far down it that line was, as a share of its height. The other language's texts differ
   * in length: the same scrollY would show other content.
   */
  anchor: { id: string; offset: number } | null;
  /** When it was left (Date.now()). */
  at: number;
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** A URL hash as the switch writes it: "" or `#` and at least one character, no space. */
const isHash = (value: unknown): value is string =>
  typeof value === "string" && (value === "" || /^#\S+$/.test(value));

const isAnchor = (value: unknown): value is SwitchState["anchor"] =>
  value === null || (isRecord(value) && typeof value.id === "string" && isNumber(value.offset));

/** The state in `data`, if it has the shape the switch writes, every field of it. */
function switchStateOf(data: unknown): SwitchState | undefined {
  if (!isRecord(data)) return undefined;
  const { to, hash, scrollY, anchor, at } = data;
  if (typeof to !== "string" || !to.startsWith("/") || !isHash(hash)) return undefined;
  if (!isNumber(scrollY) || !isAnchor(anchor) || !isNumber(at)) return undefined;
  return { to, hash, scrollY, anchor, at };
}

/** The state the last switch left, until the page it is for takes it. */
export const switchState = sessionValue<SwitchState | null>(
  LANGUAGE_SWITCH_STORAGE_KEY,
  jsonFormat(switchStateOf),
  null,
);

/** What a switch left for this page: all of it, or only the hash when it arrives late. */
export type Arrival = { state: SwitchState; late: boolean };

/**
 * The state a switch left for this page, once: taken from storage whoever it was for. Past
 * LANGUAGE_SWITCH_MAX_AGE_MS (a slow load, a tab restored later) the reading place is no longer
 * the visitor's, but the hash, which the address would have carried, is.
 */
export function takeSwitchState(now = Date.now()): Arrival | null {
  const state = readStored(switchState);
  clearStored(switchState);
  if (state?.to !== location.pathname) return null;
  return { state, late: !(now - state.at < LANGUAGE_SWITCH_MAX_AGE_MS) };
}

/**
 * The id of the element of this page that `hash` names (percent-encoded or not), if any: a
 * hash put in the address scrolls the page and tells the router, so it must be one of the
 * page's own places.
 */
export function hashTarget(hash: string): string | undefined {
  if (!isHash(hash) || hash === "") return undefined;
  try {
    const id = decodeURIComponent(hash.slice(1));
    return document.getElementById(id) ? id : undefined;
  } catch {
    // Not valid percent-encoding (decodeURIComponent throws URIError).
    return undefined;
  }
}
