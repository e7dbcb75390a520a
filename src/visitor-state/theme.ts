import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from "../config/constants";

/**
 * The theme. What the page shows is <html>'s `dark` class (with `color-scheme`); the visitor's
 * choice lasts in localStorage. Both sides go through here: the code before React applies the
 * stored choice before the first paint, again when a prerendered page is shown, and when
 * another tab chooses; React's button renders what is shown, and changes it
 * (src/theme/apply-theme.ts). Every change is announced with THEME_CHANGE_EVENT.
 */
export const THEME_CHANGE_EVENT = "themechange";

/** The visitor's stored choice, else the default. */
export function storedTheme(): Theme {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (some private modes): the default.
  }
  return THEMES.find((theme) => theme === stored) ?? DEFAULT_THEME;
}

/** Keeps the visitor's choice for their next pages and visits. */
export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the theme still applies to this page.
  }
}

/** The theme the page shows. */
export const shownTheme = (): Theme =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

/** Shows `theme`, and tells whoever renders it. */
export function showTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  announceTheme();
}

/** Tells whoever renders the theme that it may have changed. */
export function announceTheme(): void {
  dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

export function subscribeTheme(onChange: () => void): () => void {
  addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => removeEventListener(THEME_CHANGE_EVENT, onChange);
}
