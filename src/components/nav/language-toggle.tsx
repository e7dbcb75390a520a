import { withPrefix } from "gatsby";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../config/constants";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "../../hydration/page-marks";
import { pathInLanguage } from "../../navigation/page-paths";
import { Flag } from "./flags";

const otherLanguage = (language: string): Language =>
  LANGUAGES.find((candidate) => candidate !== language) ?? LANGUAGES[0];

/**
 * The link to the same page in the other language (`pagePath`, the page's path without the
 * path prefix). The language switch follows it (src/language-switch/language-switch.ts): the other
 * page replaces this one in the history, with the visitor's hash, reading place, typed text,
 * chosen tab and focus, before hydration as after it. Without JavaScript, a plain link.
 */
export function LanguageToggle({ pagePath }: { pagePath: string }) {
  const { t, i18n } = useTranslation();
  const target = otherLanguage(i18n.language);

  return (
    <a
      href={withPrefix(pathInLanguage(pagePath, target))}
      hrefLang={target}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Flag language={target === "fr" ? "fr" : "gb"} />
      {/* The visible code starts the link's name (WCAG 2.5.3 Label in Name); the rest is said. */}
      <span>{target.toUpperCase()}</span>
      <span className="sr-only"> {t("a11y.switchLanguage")}</span>
    </a>
  );
}
