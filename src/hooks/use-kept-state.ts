import { useCallback, useSyncExternalStore } from "react";

// Values by key, for the lifetime of the page's JavaScript (not across reloads): a component
// rendered afresh (back on the home page from a case study) starts with them, and a language
// switch carries them to the other language's page (src/language-switch/).
const kept = new Map<string, unknown>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

/** Every value kept so far, by key. */
export const keptValues = (): Record<string, unknown> => Object.fromEntries(kept);

/** Sets the values a language switch brought; whoever shows them renders again. */
export function restoreKept(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) kept.set(key, value);
  changed();
}

/**
 * useState whose value outlives the component (the chosen tab, say). Hydration renders the
 * initial value, as the server did; a kept value, if any, follows right after.
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => (kept.has(key) ? (kept.get(key) as T) : initial),
    () => initial,
  );
  const keep = useCallback(
    (next: T) => {
      kept.set(key, next);
      changed();
    },
    [key],
  );
  return [value, keep];
}
