import { navigate, withPrefix } from "gatsby";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../config/constants";
import { KEEP_HASH_ATTRIBUTE } from "../../hydration/hydration-attributes";
import { pathInLanguage } from "../../navigation/page-paths";
import { Flag } from "./flags";

// Set by a switch: the other language's page renders afresh, and its toggle takes the focus.
let focusAfterSwitch = false;

const otherLanguage = (language: string): Language =>
  LANGUAGES.find((candidate) => candidate !== language) ?? LANGUAGES[0];

/**
 * Switches to the same page in the other language (`pagePath`, the page's path without the
 * path prefix), in place: the URL is replaced (not pushed), and the hash, the scroll position
 * (see shouldUpdateScroll in gatsby-browser.tsx) and the focus are kept. A plain link
 * underneath, so it works before hydration too (the head script then adds the hash to it).
 */
export function LanguageToggle({ pagePath }: { pagePath: string }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const target = otherLanguage(i18n.language);
  const targetPath = pathInLanguage(pagePath, target);

  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    // In the next frame: the router focuses the new page's container in an effect of its own.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusAfterSwitch = true;
    const { search, hash } = window.location;
    // navigate() adds the path prefix (GitHub Pages project site) itself.
    void navigate(`${targetPath}${search}${hash}`, {
      replace: true,
      state: { keepScroll: true },
    });
  };

  return (
    <a
      ref={ref}
      href={withPrefix(targetPath)}
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
