import { navigate, withPrefix } from "gatsby";
import { useI18next } from "gatsby-plugin-react-i18next";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../config/constants";
import { FlagFr, FlagGb } from "./flags";

const otherLanguage = (language: string): Language =>
  LANGUAGES.find((candidate) => candidate !== language) ?? LANGUAGES[0];

/** `/fr/x` -> `/en/x`: same page, other language prefix. */
export const switchLanguagePath = (pathname: string, to: Language): string =>
  pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${to}`);

/**
 * Switches to the other language in place: the URL is replaced (not pushed), and the
 * hash and the scroll position are kept (see shouldUpdateScroll in gatsby-browser.tsx).
 * A plain link underneath, so it works before hydration too.
 */
export function LanguageToggle() {
  const { language } = useI18next();
  const { t } = useTranslation();
  const target = otherLanguage(language);
  const href = withPrefix(`/${target}/`);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    // navigate() adds the path prefix (GitHub Pages project site) itself: strip it first.
    const pagePath = pathname.slice(withPrefix("/").length - 1);
    void navigate(`${switchLanguagePath(pagePath, target)}${search}${hash}`, {
      replace: true,
      state: { keepScroll: true },
    });
  };

  return (
    <a
      href={href}
      hrefLang={target}
      onClick={onClick}
      aria-label={t("a11y.switchLanguage")}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      {target === "fr" ? <FlagFr /> : <FlagGb />}
      <span aria-hidden="true">{target.toUpperCase()}</span>
    </a>
  );
}
