import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from "../config/constants";
import { localValue } from "../storage/stored-value";

/**
 * The theme: one piece of state, the visitor's choice, kept in localStorage as its bare name
 * and read back only if it is one of the themes. What the page shows is <html>'s `dark` class
 * (with `color-scheme`), which follows the choice: before the first paint and whenever it may
 * have changed elsewhere (show-stored-theme.ts), or through the switch's view transition
 * (apply-theme.ts).
 */
export const themeChoice = localValue<Theme>(
  THEME_STORAGE_KEY,
  {
    parse: (text) => THEMES.find((theme) => theme === text),
    format: (theme) => theme,
  },
  DEFAULT_THEME,
);

/** The theme the page shows. */
export const shownTheme = (): Theme =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

/** Shows `theme` on the page. */
export function showTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}
