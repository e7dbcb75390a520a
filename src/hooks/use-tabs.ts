import { useRef } from "react";
import { useKeptState } from "../kept-choices/use-kept-state";

/** Index reached from `current` by a key of the WAI-ARIA tabs pattern, or undefined. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * State and keyboard handling of a tab list: arrows wrap, Home/End, focus follows selection.
 * The selection, under `key`, carries over to another language's page.
 */
export function useTabs<T extends string>(key: string, tabs: readonly [T, ...T[]]) {
  const keptChoiceKey = `tabs:${key}`;
  const [selected, setSelected] = useKeptState<T>(keptChoiceKey, tabs);
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabIndexForKey(event.key, tabs.indexOf(selected), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    setSelected(tab);
    tabRefs.current.get(tab)?.focus();
  };

  const registerTab = (tab: T) => (element: HTMLButtonElement | null) => {
    if (element) tabRefs.current.set(tab, element);
    else tabRefs.current.delete(tab);
  };

  // The key the choice is kept under: the tab list carries it, for the code before React.
  return { selected, select: setSelected, onKeyDown, registerTab, keptChoiceKey };
}
