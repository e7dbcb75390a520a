import { useTranslation } from "../i18n/use-translation";

/** First focusable element: jumps past the navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
