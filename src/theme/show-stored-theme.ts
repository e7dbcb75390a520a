import { readStored } from "../storage/stored-value";
import { THEME_STORAGE_KEY } from "../config/constants";
import { isPrerendering, whenShownAgain } from "../prerender/page-shown";
import { styleInTheBackground } from "../prerender/visit-changes";
import { showTheme, themeChoice } from "./theme-store";

/**
 * In <head>, before the first paint, so that the page never flashes the wrong theme: the
 * server's HTML is in the default theme, this shows the visitor's stored choice. Shown again
 * when it may have changed elsewhere: the page shown again (a prerender, the back/forward
 * cache) or another tab's choice (`storage`), which a prerendered page styles in the
 * background. This page's own choices are the view transition's (apply-theme.ts).
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
