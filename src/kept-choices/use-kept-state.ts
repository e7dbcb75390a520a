import { useCallback, useSyncExternalStore } from "react";
import { subscribeStoredAndShownAgain } from "../prerender/stored-and-shown";
import { keepChoice, keptChoice, keptChoices } from "./kept-choices";

const subscribe = (onChange: () => void) => subscribeStoredAndShownAgain(keptChoices, onChange);

/**
 * useState over a control's options whose value lasts the visit (kept-choices.ts): a page
 * rendered afresh, another language's page, the same page come back to, start with it
 * (https://react.dev/reference/react/useSyncExternalStore). The server renders the first
 * option. React hydrates what the page shows: the kept choice where the code before React has
 * already shown it in the server's HTML (show-kept-tabs.ts, before any bundle runs), so there
 * is nothing to render again; else the first option, and a kept choice, if it is one of the
 * options, follows right after.
 */
export function useKeptState<T extends string>(
  key: string,
  options: readonly [T, ...T[]],
): [T, (value: T) => void] {
  const initial = options[0];
  const shown = () => {
    const choice = typeof window === "undefined" ? undefined : window.__shownChoices?.[key];
    return options.find((option) => option === choice) ?? initial;
  };
  const value = useSyncExternalStore(subscribe, () => keptChoice(key, options) ?? initial, shown);
  const keep = useCallback((next: T) => keepChoice(key, next), [key]);
  return [value, keep];
}
