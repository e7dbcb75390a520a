import { useCallback, useSyncExternalStore } from "react";
import { keepChoice, keptChoices } from "../visitor-state/kept-choices";

/**
 * useState whose value lasts the visit (src/visitor-state/kept-choices.ts): a page rendered
 * afresh, the other language's page, the same page come back to, start with it. Hydration
 * renders the initial value, as the server did; a kept value, if any, follows right after
 * (https://react.dev/reference/react/useSyncExternalStore).
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    keptChoices.subscribe,
    () => {
      const choices = keptChoices.read();
      return key in choices ? (choices[key] as T) : initial;
    },
    () => initial,
  );
  const keep = useCallback((next: T) => keepChoice(key, next), [key]);
  return [value, keep];
}
