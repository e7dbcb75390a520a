import { withPrefix } from "gatsby";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../config/constants";
import { KEEP_HASH_ATTRIBUTE } from "../../hydration/hydration-attributes";
import { leaveForLanguage } from "../../language-switch/leave-for-language";
import { pathInLanguage } from "../../navigation/page-paths";
import { Flag } from "./flags";

const otherLanguage = (language: string): Language =>
  LANGUAGES.find((candidate) => candidate !== language) ?? LANGUAGES[0];

/** A click that opens the link elsewhere (a new tab or window) or saves it: the browser's. */
const opensElsewhere = (event: React.MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The link to the same page in the other language (`pagePath`, the page's path without the
 * path prefix). Followed, it replaces this page (no history entry), with the visitor's hash,
 * scroll position, typed text, chosen tab and focus (src/language-switch/). A plain link
 * underneath, so it works before hydration too (the head script then adds the hash to it)
 * and without JavaScript.
 */
export function LanguageToggle({ pagePath }: { pagePath: string }) {
  const { t, i18n } = useTranslation();
  const target = otherLanguage(i18n.language);
  const href = withPrefix(pathInLanguage(pagePath, target));

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    leaveForLanguage(href);
  };

  return (
    <a
      href={href}
      hrefLang={target}
      {...{ [KEEP_HASH_ATTRIBUTE]: "" }}
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Flag language={target === "fr" ? "fr" : "gb"} />
      {/* The visible code starts the link's name (WCAG 2.5.3 Label in Name); the rest is said. */}
      <span>{target.toUpperCase()}</span>
      <span className="sr-only"> {t("a11y.switchLanguage")}</span>
    </a>
  );
}
