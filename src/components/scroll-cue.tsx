import { useTranslation } from "../i18n/use-translation";
import { SCROLL_CUE_LOOP_MS } from "../config/constants";

/** The animated mouse at the bottom of the first screen, leading to the next section. */
export function ScrollCue({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href="#about"
      aria-label={t("a11y.scrollDown")}
      className={`print-hidden absolute bottom-8 left-1/2 flex h-10 w-6 -translate-x-1/2 justify-center rounded-full border-2 border-slate-500 pt-2 dark:border-slate-400 ${className}`}
    >
      <span
        className="animate-scroll-cue h-2 w-1 rounded-full bg-slate-600 dark:bg-slate-300"
        style={{ animationDuration: `${SCROLL_CUE_LOOP_MS}ms` }}
      />
    </a>
  );
}
