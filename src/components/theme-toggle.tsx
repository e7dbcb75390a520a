import { readStored } from "../storage/stored-value";
import { useTranslation } from "../i18n/use-translation";
import { applyTheme } from "../theme/apply-theme";
import { themeChoice } from "../theme/theme-store";

/**
 * The floating button that switches between the dark and light themes (hidden without
 * JavaScript). What it offers, its name and its icon, follows the theme shown through CSS (the
 * `dark` class on <html>), not React's state: it is right from the first frame, in the theme the
 * code before React showed, before React has hydrated the page and when a prerendered page is
 * shown after a choice made elsewhere, with nothing to render again. Its name is its text, one
 * visually hidden label per theme, the other not displayed (`display: none` leaves a text out of
 * a name: https://www.w3.org/TR/accname-1.2/#step2A).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  // From the store: a tap made before hydration is replayed before React knows the theme.
  const toggle = () => applyTheme(readStored(themeChoice) === "dark" ? "light" : "dark");

  return (
    <button
      type="button"
      onClick={toggle}
      className="parsed-whole print-hidden needs-js fixed end-5 bottom-5 z-40 rounded-full border border-slate-300 bg-white p-3 shadow-lg hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
    >
      <span className="sr-only dark:hidden">{t("a11y.switchToDark")}</span>
      <span className="sr-only hidden dark:inline">{t("a11y.switchToLight")}</span>
      <svg
        viewBox="0 0 24 24"
        className="parsed-whole-end h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path
          className="hidden dark:inline"
          d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.36-6.36-1.42 1.42M7.06 16.94l-1.42 1.42m12.72 0-1.42-1.42M7.06 7.06 5.64 5.64M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z"
        />
        <path className="dark:hidden" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
    </button>
  );
}
