import {
  THEME_STORAGE_KEY,
  THEME_SWITCHING_CLASS,
  THEME_SWITCHING_DURATION_PROPERTY,
  THEME_SWITCHING_MS,
  type Theme,
} from "../config/constants";

/** A theme chosen whose view transition has not yet applied it (see applyTheme). */
let pendingTheme: Theme | undefined;

/** The theme on the page (the inline head script's, or the last one chosen). */
export const currentTheme = (): Theme =>
  pendingTheme ?? (document.documentElement.classList.contains("dark") ? "dark" : "light");

let switchingTimer: ReturnType<typeof setTimeout> | undefined;

function setTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

/** No animation for a visitor who asked for less motion, nor where view transitions are missing. */
const animates = (): boolean =>
  "startViewTransition" in document &&
  !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Applies and stores a theme. Where it animates, the switch is a view transition
 * (https://developer.mozilla.org/docs/Web/API/Document/startViewTransition): the browser
 * cross-fades a picture of the page before and after (global.css, for THEME_SWITCHING_MS),
 * which costs a frame or two, where colour transitions on every element restyled the whole
 * page on every frame. The browser calls the update after taking the first picture, in a
 * coming frame: until then `currentTheme` answers the chosen theme, so a second tap undoes it.
 * The transient class marks the switch for as long.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.style.setProperty(THEME_SWITCHING_DURATION_PROPERTY, `${THEME_SWITCHING_MS}ms`);
  root.classList.add(THEME_SWITCHING_CLASS);
  if (animates()) {
    pendingTheme = theme;
    // A transition started meanwhile skips this one; its update still runs, in order.
    document.startViewTransition(() => {
      setTheme(theme);
      if (pendingTheme === theme) pendingTheme = undefined;
    });
  } else {
    setTheme(theme);
  }
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
