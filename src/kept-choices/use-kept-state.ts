import { useCallback, useSyncExternalStore } from "react";
import { subscribeStored } from "../storage/stored-value";
import { keepChoice, keptChoice, keptChoices } from "./kept-choices";

const subscribe = (onChange: () => void) => subscribeStored(keptChoices, onChange);

/**
 * useState over a control's options whose value lasts the visit (kept-choices.ts): a page
 * rendered afresh, the other language's page, the same page come back to, start with it.
 * Hydration renders the first option, as the server did; a kept choice, if it is one of the
 * options, follows right after (https://react.dev/reference/react/useSyncExternalStore).
 */
export function useKeptState<T extends string>(
  key: string,
  options: readonly [T, ...T[]],
): [T, (value: T) => void] {
  const initial = options[0];
  const value = useSyncExternalStore(
    subscribe,
    () => keptChoice(key, options) ?? initial,
    () => initial,
  );
  const keep = useCallback((next: T) => keepChoice(key, next), [key]);
  return [value, keep];
}
