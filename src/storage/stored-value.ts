import { whenShownAgain } from "./shown-again";

/**
 * A piece of what the visitor did, kept in the browser's storage: in sessionStorage for the
 * visit (every page of the tab finds it: a case study and back, a language switch, the
 * browser's Back, a reload), in localStorage for good. Both sides read and write it here: the
 * code before React (src/before-react/, which inlines its own copy of this module) and React
 * (through useSyncExternalStore). So the truth is in storage, never in a module's variable:
 * the two copies share nothing else.
 *
 * What storage holds is untrusted: a tab carries an older deploy's values into this one's
 * pages, session restore brings back a tab from days ago, an extension or a visitor edits
 * them. Each value has its parser, which answers the value or `undefined` for anything it does
 * not recognise: that reads as the value's default, and is removed, so that it does not fail
 * again on every page.
 *
 * A change is announced on `window` with the value's event (`<key>change`), and, for
 * localStorage, by the browser to the site's other tabs (`storage`). A prerendered page is
 * handed the visit's storage only when it is shown (https://github.com/whatwg/storage/issues/119),
 * and a page restored from the back/forward cache was last rendered before: what either shows
 * may be stale, so readers are told when it is shown again (shown-again.ts).
 *
 * Where storage refuses to read (some private modes) or to write (its quota is full), the
 * value lives on `window` for the page, for both sides; once a write has gone there, the
 * page reads it from there.
 */
export interface StoredValue<T> {
  read(): T;
  /** Keeps `value`; false where only this page keeps it (storage refused it). */
  write(value: T): boolean;
  /** Forgets the value: it reads as the default again. */
  clear(): void;
  /** Calls `onChange` whenever the value may have changed; returns the unsubscription. */
  subscribe(onChange: () => void): () => void;
}

/** How a value is written as text, and read back: `undefined` for a text it does not recognise. */
export interface ValueFormat<T> {
  parse(text: string): T | undefined;
  format(value: T): string;
}

type StorageArea = "localStorage" | "sessionStorage";

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
 * The value under `key` in `area`, `fallback` while there is none or none readable. `read`
 * answers the same object for the same stored text, as useSyncExternalStore requires of a
 * snapshot (https://react.dev/reference/react/useSyncExternalStore).
 */
export function storedValue<T>(
  area: StorageArea,
  key: string,
  { parse, format }: ValueFormat<T>,
  fallback: T,
): StoredValue<T> {
  const event = `${key}change`;
  const memoryKey = `${area}:${key}`;
  const memory = (): Record<string, string | null> => (window.__storedValues ??= {});

  const storedText = (): string | null => {
    if (memoryKey in memory()) return memory()[memoryKey]!;
    try {
      return storageOf(area).getItem(key);
    } catch {
      return null;
    }
  };
  /** Puts `text` (null: none) in storage, else in the page's memory; whether storage took it. */
  const storeText = (text: string | null): boolean => {
    try {
      const storage = storageOf(area);
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
      delete memory()[memoryKey];
      return true;
    } catch {
      memory()[memoryKey] = text;
      return false;
    }
  };

  let lastText: string | null = null;
  let lastValue = fallback;
  return {
    read() {
      if (typeof window === "undefined") return fallback;
      const text = storedText();
      if (text !== lastText) {
        const parsed = text === null ? undefined : parse(text);
        if (text !== null && parsed === undefined) storeText(null);
        lastText = text;
        lastValue = parsed ?? fallback;
      }
      return lastValue;
    },
    write(value) {
      const stored = storeText(format(value));
      dispatchEvent(new Event(event));
      return stored;
    },
    clear() {
      storeText(null);
      dispatchEvent(new Event(event));
    },
    subscribe(onChange) {
      const fromOtherTab = (change: StorageEvent) => {
        if (change.key === key || change.key === null) onChange();
      };
      addEventListener(event, onChange);
      if (area === "localStorage") addEventListener("storage", fromOtherTab);
      const unsubscribeShown = whenShownAgain(onChange);
      return () => {
        removeEventListener(event, onChange);
        removeEventListener("storage", fromOtherTab);
        unsubscribeShown();
      };
    },
  };
}

/** A value for the visit (sessionStorage). */
export const sessionValue = <T>(key: string, format: ValueFormat<T>, fallback: T) =>
  storedValue("sessionStorage", key, format, fallback);

/** A value for good (localStorage). */
export const localValue = <T>(key: string, format: ValueFormat<T>, fallback: T) =>
  storedValue("localStorage", key, format, fallback);
