import {
  THEME_STORAGE_KEY,
  THEME_SWITCHING_CLASS,
  THEME_SWITCHING_DURATION_PROPERTY,
  THEME_SWITCHING_MS,
  type Theme,
} from "../config/constants";

/** The theme the inline head script applied. */
export const currentTheme = (): Theme =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

let switchingTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Applies and stores a theme; the transient class lets CSS animate the switch, for as long
 * as the class stays (the stylesheet takes the duration from the property set here).
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.style.setProperty(THEME_SWITCHING_DURATION_PROPERTY, `${THEME_SWITCHING_MS}ms`);
  root.classList.add(THEME_SWITCHING_CLASS);
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be disabled (private mode): the theme still applies for this visit.
  }
  clearTimeout(switchingTimer);
  switchingTimer = setTimeout(
    () => root.classList.remove(THEME_SWITCHING_CLASS),
    THEME_SWITCHING_MS,
  );
}
