import { withPrefix } from "gatsby";
import { useTranslation } from "../../i18n/use-translation";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "../../hydration/page-marks";
import type { LanguageLink } from "../../navigation/language-links";
import { Icon } from "../icon";

/**
 * A site of two languages: one link to the same page in the other (`to`). The language switch
 * follows it (src/language-switch/language-switch.ts): the other page replaces this one in the
 * history, with the visitor's hash, reading place, typed text, chosen tab and focus, before
 * hydration as after it. Without JavaScript, a plain link.
 */
export function LanguageToggle({ to }: { to: LanguageLink }) {
  const { t } = useTranslation();
  return (
    <a
      href={withPrefix(to.path)}
      hrefLang={to.code}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Icon id="language" className="h-4 w-4" />
      {/* The visible code starts the link's name (WCAG 2.5.3 Label in Name); the rest is said. */}
      <span>{to.code.toUpperCase()}</span>
      <span className="sr-only"> {t("a11y.switchLanguage", { language: to.label })}</span>
    </a>
  );
}
