import { CHOICE_ATTRIBUTE, isHydrated, KEPT_CHOICE_ATTRIBUTE } from "../hydration/page-marks";
import { whenShownAgain } from "../prerender/page-shown";
import { followWhilePrerendered } from "../prerender/visit-changes";
import { keptChoice, keptChoices } from "./kept-choices";

/**
 * Shows each tab list's kept choice, its first tab where none is kept, as React renders it: the
 * tab selected (`aria-selected`, and the one reached by the Tab key), its panel shown, the
 * others hidden; and says which it shows (`__shownChoices`), for React to hydrate with. A list
 * that already shows it is not touched: shown again, the page has nothing to redo.
 */
function showKept(): void {
  const shown: Record<string, string> = (window.__shownChoices ??= {});
  for (const list of document.querySelectorAll(`[${KEPT_CHOICE_ATTRIBUTE}]`)) {
    const key = list.getAttribute(KEPT_CHOICE_ATTRIBUTE)!;
    const tabs = [...list.querySelectorAll<HTMLElement>(`[${CHOICE_ATTRIBUTE}]`)];
    const choiceOf = (tab: HTMLElement) => tab.getAttribute(CHOICE_ATTRIBUTE)!;
    const chosen = keptChoice(key, tabs.map(choiceOf)) ?? (tabs[0] && choiceOf(tabs[0]));
    if (chosen === undefined) continue;
    shown[key] = chosen;
    const selected = tabs.find((tab) => tab.getAttribute("aria-selected") === "true");
    if (selected && choiceOf(selected) === chosen) continue;
    for (const tab of tabs) {
      const isChosen = choiceOf(tab) === chosen;
      tab.setAttribute("aria-selected", String(isChosen));
      tab.tabIndex = isChosen ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !isChosen;
    }
  }
}

/**
 * At the end of every page's body, once its tab lists are parsed: the tab the visitor chose
 * (kept for the visit, kept-choices.ts) is the one shown from the first frame, before React
 * runs. A page prerendered for a language switch shows, and styles in the background, the tab
 * the visitor chooses meanwhile on the page they read; it and a page back from the back/forward
 * cache show the visit's choice again as they are shown, in the frame they are shown in. React
 * then hydrates with what is shown (use-kept-state.ts): nothing moves, nothing is rendered
 * again. Once React has hydrated the page, the tabs are its.
 */
export function showKeptTabs(): void {
  showKept();
  followWhilePrerendered(keptChoices, showKept);
  whenShownAgain(() => {
    if (!isHydrated()) showKept();
  });
}
