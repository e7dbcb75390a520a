import { whenShownAgain } from "./shown-again";

/**
 * A piece of what the visitor did that lasts the visit: kept in sessionStorage, so every page of
 * the tab finds it (a case study and back, a language switch, the browser's Back, a reload).
 * Both sides read and write it here: the code that runs before React (src/before-react/, which
 * inlines its own copy of this module) and React (through useSyncExternalStore). So the truth
 * is in storage, never in a module's variable: the two copies share nothing else.
 *
 * A change is announced on `window` with the value's event. A prerendered page is handed the
 * visit's storage only when it is shown (https://github.com/whatwg/storage/issues/119), and a
 * page restored from the back/forward cache was last rendered before: what either shows may be
 * stale, so readers are told when it is shown again (shown-again.ts).
 * Where storage is refused (some private modes), the value lives on `window` for the page.
 */
export interface SessionValue<T> {
  read(): T;
  write(value: T): void;
  /** Calls `onChange` whenever the value may have changed; returns the unsubscription. */
  subscribe(onChange: () => void): () => void;
}

declare global {
  interface Window {
    /** Values whose storage was refused, by key (see sessionValue). */
    __sessionValues?: Record<string, string>;
  }
}

const storedText = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return window.__sessionValues?.[key] ?? null;
  }
};

function storeText(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    (window.__sessionValues ??= {})[key] = text;
  }
}

/**
 * The value under `key` (JSON), `empty` while none. `read` answers the same object for the same
 * stored text, as useSyncExternalStore requires of a snapshot.
 */
export function sessionValue<T>(key: string, empty: T): SessionValue<T> {
  const event = `${key}change`;
  let lastText: string | null = null;
  let lastValue = empty;
  return {
    read() {
      if (typeof window === "undefined") return empty;
      const text = storedText(key);
      if (text !== lastText) {
        lastText = text;
        try {
          lastValue = text === null ? empty : (JSON.parse(text) as T);
        } catch {
          lastValue = empty;
        }
      }
      return lastValue;
    },
    write(value) {
      storeText(key, JSON.stringify(value));
      dispatchEvent(new Event(event));
    },
    subscribe(onChange) {
      addEventListener(event, onChange);
      const unsubscribeShown = whenShownAgain(onChange);
      return () => {
        removeEventListener(event, onChange);
        unsubscribeShown();
      };
    },
  };
}
