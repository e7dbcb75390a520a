import { readStored } from "../storage/stored-value";
import { useTranslation } from "react-i18next";
import type { Theme } from "../config/constants";
import { applyTheme } from "../theme/apply-theme";
import { themeChoice } from "../theme/theme-store";
import { useTheme } from "../theme/use-theme";

/** The floating button that switches between the dark and light themes (hidden without JavaScript). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();

  const next: Theme = theme === "light" ? "dark" : "light";
  // From the store, not `theme`: a tap made before hydration is replayed before it is known.
  const toggle = () => applyTheme(readStored(themeChoice) === "dark" ? "light" : "dark");

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={next === "light" ? t("a11y.switchToLight") : t("a11y.switchToDark")}
      className="parsed-whole print-hidden needs-js fixed right-5 bottom-5 z-40 rounded-full border border-slate-300 bg-white p-3 shadow-lg hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
    >
      <svg
        viewBox="0 0 24 24"
        className="parsed-whole-end h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        {next === "light" ? (
          <path d="M12 3v2m0 14v2m9-9h-2M5 12H3m15.36-6.36-1.42 1.42M7.06 16.94l-1.42 1.42m12.72 0-1.42-1.42M7.06 7.06 5.64 5.64M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" />
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        )}
      </svg>
    </button>
  );
}
