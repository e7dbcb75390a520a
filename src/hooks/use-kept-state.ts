import { useCallback, useSyncExternalStore } from "react";

/** Fired on `window` when a kept choice changes, by the page or by a language switch's arrival. */
export const KEPT_CHOICES_EVENT = "keptchoiceschange";

declare global {
  interface Window {
    /**
     * The choices kept by key (the chosen tab), for the lifetime of the page's JavaScript (not
     * across reloads): on `window`, where the language switch's script reads them as the
     * visitor leaves and puts them back on the page they arrive at (src/language-switch/).
     */
    __keptChoices?: Record<string, unknown>;
  }
}

const choices = (): Record<string, unknown> => (window.__keptChoices ??= {});

const subscribe = (onChange: () => void) => {
  window.addEventListener(KEPT_CHOICES_EVENT, onChange);
  return () => window.removeEventListener(KEPT_CHOICES_EVENT, onChange);
};

/**
 * useState whose value outlives the component: a component rendered afresh (back on the home
 * page from a case study) starts with it, and a language switch carries it to the other
 * language's page. Hydration renders the initial value, as the server did; a kept value, if
 * any, follows right after (https://react.dev/reference/react/useSyncExternalStore).
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => (key in choices() ? (choices()[key] as T) : initial),
    () => initial,
  );
  const keep = useCallback(
    (next: T) => {
      choices()[key] = next;
      window.dispatchEvent(new Event(KEPT_CHOICES_EVENT));
    },
    [key],
  );
  return [value, keep];
}
