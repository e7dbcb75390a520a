import { readStored } from "../storage/stored-value";
import { THEME_STORAGE_KEY } from "../config/constants";
import { isPrerendering, whenShownAgain } from "../prerender/page-shown";
import { styleInTheBackground } from "../prerender/visit-changes";
import { showTheme, themeChoice } from "./theme-store";

/**
 * In <head>, before the first paint, so that the page never flashes the wrong theme. The
 * server's HTML is in the default theme (dark, also without JavaScript); this shows the
 * visitor's stored choice.
 *
 * The choice is shown again when it may have changed since: a page prerendered for a language
 * switch (src/language-switch/speculation-rules.ts) is shown, before its first frame, or a page
 * comes back from the back/forward cache, after the visitor chose on another page; another
 * tab of the site chooses (the `storage` event fires in the site's other documents). The theme
 * button follows what is shown through CSS (theme-toggle.tsx). Not on this page's own choices:
 * those are shown by the switch's view transition (apply-theme.ts).
 */
export function showStoredTheme(): void {
  const showStored = () => showTheme(readStored(themeChoice));
  showStored();
  whenShownAgain(showStored);
  addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    showStored();
    if (isPrerendering()) styleInTheBackground();
  });
}
