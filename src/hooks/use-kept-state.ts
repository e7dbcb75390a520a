import { useCallback, useSyncExternalStore } from "react";
import { keepChoice, keptChoices } from "../visitor-state/kept-choices";

/**
 * useState whose value lasts the visit (src/visitor-state/kept-choices.ts): a page rendered
 * afresh, the other language's page, the same page come back to, start with it
 * (https://react.dev/reference/react/useSyncExternalStore). The server renders the initial
 * value. React hydrates what the page shows: the kept value where the code before React has
 * already shown it in the server's HTML (src/before-react/kept-choices.ts, before any bundle
 * runs), so there is nothing to render again; else the server's, and a kept value, if any,
 * follows right after.
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const kept = () => {
    const choices = keptChoices.read();
    return key in choices ? (choices[key] as T) : initial;
  };
  const shown = () =>
    typeof window !== "undefined" && window.__shownChoices && key in window.__shownChoices
      ? (window.__shownChoices[key] as T)
      : initial;
  const value = useSyncExternalStore(keptChoices.subscribe, kept, shown);
  const keep = useCallback((next: T) => keepChoice(key, next), [key]);
  return [value, keep];
}
