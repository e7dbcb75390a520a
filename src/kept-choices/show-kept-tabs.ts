import { CHOICE_ATTRIBUTE, isHydrated, KEPT_CHOICE_ATTRIBUTE } from "../hydration/page-marks";
import { whenShownAgain } from "../storage/shown-again";
import { keptChoice } from "./kept-choices";

/**
 * Shows each tab list's kept choice in the server's HTML, as React renders it: the tab selected
 * (`aria-selected`, and the one reached by the Tab key), its panel shown, the others hidden;
 * and says which it has shown (`__shownChoices`), for React to hydrate with.
 */
function showKept(): void {
  const shown: Record<string, string> = (window.__shownChoices = {});
  for (const list of document.querySelectorAll(`[${KEPT_CHOICE_ATTRIBUTE}]`)) {
    const key = list.getAttribute(KEPT_CHOICE_ATTRIBUTE)!;
    const tabs = [...list.querySelectorAll<HTMLElement>(`[${CHOICE_ATTRIBUTE}]`)];
    const chosen = keptChoice(
      key,
      tabs.map((tab) => tab.getAttribute(CHOICE_ATTRIBUTE)!),
    );
    if (chosen === undefined) continue;
    shown[key] = chosen;
    for (const tab of tabs) {
      const selected = tab.getAttribute(CHOICE_ATTRIBUTE) === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !selected;
    }
  }
}

/**
 * At the end of every page's body, once its tab lists are parsed: the tab the visitor chose
 * (kept for the visit, kept-choices.ts) is the one shown from the first frame, before React
 * runs, and again when the page is shown after the visitor may have chosen on another page (a
 * page prerendered for a language switch, shown; one back from the back/forward cache), in the
 * frame it is shown in. React then hydrates with what is shown (use-kept-state.ts): nothing
 * moves, nothing is rendered again. Once React has hydrated the page, the tabs are its.
 */
export function showKeptTabs(): void {
  showKept();
  whenShownAgain(() => {
    if (!isHydrated()) showKept();
  });
}
