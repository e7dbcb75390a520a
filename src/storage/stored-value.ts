type StorageArea = "localStorage" | "sessionStorage";

/**
 * A piece of what the visitor did, kept in sessionStorage for the visit (every page of the tab
 * finds it) or in localStorage for good. The code before React (src/before-react/, with its own
 * inlined copy of this module) and React both read and write it here: the truth is in storage,
 * never in a module's variable, as the two copies share nothing else.
 *
 * What storage holds is untrusted (an older deploy's values, a tab restored days later, an
 * extension): each value's parser answers `undefined` for a text it does not recognise, which
 * reads as the default and is removed, so that it does not fail again on every page.
 *
 * A change is announced on `window` (`<key>change`) to both copies, by the browser to the
 * site's other tabs for localStorage (`storage`), and to this copy's onStoredChange listeners.
 * Where storage refuses to read or write (some private modes, a full quota), the value lives on
 * `window` for the page, for both copies.
 */
export interface StoredValue<T> {
  readonly area: StorageArea;
  readonly key: string;
  readonly format: ValueFormat<T>;
  /** What it reads as while none, or none readable, is stored. */
  readonly fallback: T;
  /** The last text read and its value (see readStored). */
  last?: { text: string | null; value: T };
}

/** How a value is written as text, and read back: `undefined` for a text it does not recognise. */
export interface ValueFormat<T> {
  parse(text: string): T | undefined;
  format(value: T): string;
}

declare global {
  interface Window {
    /** The values storage refused, by area and key (see storedValue). */
    __storedValues?: Record<string, string | null>;
  }
}

/**
 * A format for a value kept as JSON: `accept` answers the value for what JSON.parse gave, or
 * `undefined` (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/JSON/parse).
 */
export const jsonFormat = <T>(accept: (data: unknown) => T | undefined): ValueFormat<T> => ({
  parse(text) {
    try {
      return accept(JSON.parse(text));
    } catch {
      return undefined;
    }
  },
  format: (value) => JSON.stringify(value),
});

/** Whether `data` is a plain JSON object (not null, not an array). */
export const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === "object" && data !== null && !Array.isArray(data);

/** `storage` where the browser has it and lets the page use it; throws where it refuses. */
const storageOf = (area: StorageArea): Storage => window[area];

/**
 * The value under `key` in `area`: a description only, read and written by the functions
 * below, so that an inline script carries only those it calls.
 */
export const storedValue = <T>(
  area: StorageArea,
  key: string,
  format: ValueFormat<T>,
  fallback: T,
): StoredValue<T> => ({ area, key, format, fallback });

/** A value for the visit (sessionStorage). */
export const sessionValue = <T>(key: string, format: ValueFormat<T>, fallback: T) =>
  storedValue("sessionStorage", key, format, fallback);

/** A value for good (localStorage). */
export const localValue = <T>(key: string, format: ValueFormat<T>, fallback: T) =>
  storedValue("localStorage", key, format, fallback);

/** Where the page keeps the values storage refused, by area and key. */
const memory = (): Record<string, string | null> => (window.__storedValues ??= {});
const memoryKey = ({ area, key }: StoredValue<unknown>) => `${area}:${key}`;

function storedText(value: StoredValue<unknown>): string | null {
  const kept = memory()[memoryKey(value)];
  if (kept !== undefined) return kept;
  try {
    return storageOf(value.area).getItem(value.key);
  } catch {
    return null;
  }
}

/**
 * Puts `text` (null: none) in storage, else in the page's memory; whether storage took it.
 * Announces nothing: a caller that does not write through writeStored tells the readers itself.
 */
export function storeText(value: StoredValue<unknown>, text: string | null): boolean {
  try {
    const storage = storageOf(value.area);
    if (text === null) storage.removeItem(value.key);
    else storage.setItem(value.key, text);
    delete memory()[memoryKey(value)];
    return true;
  } catch {
    memory()[memoryKey(value)] = text;
    return false;
  }
}

/** The event that announces a change of the value on `window`. */
const changeEvent = (value: StoredValue<unknown>) => `${value.key}change`;

/**
 * The value as stored, its fallback where none is stored or none readable (what could not be
 * read is removed). In the browser only: the server renders each default. The same object for
 * the same stored text, as a snapshot of useSyncExternalStore must be
 * (https://react.dev/reference/react/useSyncExternalStore).
 */
export function readStored<T>(value: StoredValue<T>): T {
  const text = storedText(value);
  if (!value.last || value.last.text !== text) {
    const parsed = text === null ? undefined : value.format.parse(text);
    if (text !== null && parsed === undefined) storeText(value, null);
    value.last = { text, value: parsed ?? value.fallback };
  }
  return value.last.value;
}

/** Called with each text storage takes through this copy of the store (null: removed). */
type StoredChangeListener = (area: StorageArea, key: string, text: string | null) => void;

const changeListeners: StoredChangeListener[] = [];

/**
 * Calls `listener` with every change of storage written or cleared through this copy of the
 * store, after the value's readers are told; not a text kept only in the page's memory.
 */
export function onStoredChange(listener: StoredChangeListener): void {
  changeListeners.push(listener);
}

/** Puts `text` in storage and tells whoever shows the value; whether storage took it. */
function changeText(value: StoredValue<unknown>, text: string | null): boolean {
  const stored = storeText(value, text);
  dispatchEvent(new Event(changeEvent(value)));
  if (stored) for (const listener of changeListeners) listener(value.area, value.key, text);
  return stored;
}

/** Keeps `next`, and tells whoever shows it; false where only this page keeps it (storage refused it). */
export const writeStored = <T>(value: StoredValue<T>, next: T): boolean =>
  changeText(value, value.format.format(next));

/** Forgets the value: it reads as its fallback again. */
export function clearStored(value: StoredValue<unknown>): void {
  changeText(value, null);
}

/**
 * Calls `onChange` whenever the value changes, on this page (either copy) or, for
 * localStorage, in another tab of the site; returns the unsubscription.
 */
export function subscribeStored(value: StoredValue<unknown>, onChange: () => void): () => void {
  const event = changeEvent(value);
  const fromOtherTab = (change: StorageEvent) => {
    if (change.key === value.key || change.key === null) onChange();
  };
  addEventListener(event, onChange);
  if (value.area === "localStorage") addEventListener("storage", fromOtherTab);
  return () => {
    removeEventListener(event, onChange);
    removeEventListener("storage", fromOtherTab);
  };
}
