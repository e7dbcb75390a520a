import { whenShownAgain } from "../visitor-state/shown-again";
import { showTheme, storedTheme } from "../visitor-state/theme";
import { SCRIPTED_CLASS } from "./page-marks";

/**
 * In <head>, before the first paint, so that the page never flashes the wrong theme. The
 * server's HTML is in the default theme (dark, also without JavaScript); this shows the
 * visitor's stored choice, and marks <html> with SCRIPTED_CLASS so that the controls needing
 * JavaScript are shown.
 *
 * The choice is shown again when it may have changed since: a page prerendered for a language
 * switch (speculation-rules.ts) is shown, before its first frame, or a page comes back from the
 * back/forward cache, after the visitor chose on another page; another tab of the site chooses
 * (the `storage` event fires in the site's other documents). Each time React's button hears of
 * it (THEME_CHANGE_EVENT).
 */
export function showStoredTheme(): void {
  document.documentElement.classList.add(SCRIPTED_CLASS);
  const showStored = () => showTheme(storedTheme());
  showStored();
  whenShownAgain(showStored);
  addEventListener("storage", (event) => {
    if (event.storageArea === localStorage) showStored();
  });
}
