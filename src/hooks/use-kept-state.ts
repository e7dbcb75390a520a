import { useCallback, useState } from "react";

// Values by key, for the lifetime of the visit's JavaScript (not across reloads).
const kept = new Map<string, unknown>();

/**
 * useState whose value outlives the component: a language switch renders the other
 * language's page afresh, and the visitor's choices (the chosen tab, say) carry over.
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const keep = useCallback(
    (next: T) => {
      kept.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, keep];
}
