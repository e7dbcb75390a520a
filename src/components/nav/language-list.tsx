import { withPrefix } from "gatsby";
import { useTranslation } from "../../i18n/use-translation";
import { useDisclosure } from "../../hooks/use-disclosure";
import { LANGUAGE_LIST_CLASS, LANGUAGE_SWITCH_ATTRIBUTE } from "../../hydration/page-marks";
import type { LanguageLink } from "../../navigation/language-links";
import { Icon } from "../icon";

const ITEM = "block rounded-md px-3 py-2";

/**
 * A site of three languages or more: the page's languages as a list, GOV.UK's language
 * navigation (https://design-system.service.gov.uk/components/language-navigation/): each
 * language under its own name, in its own `lang` and `dir`, the current one marked
 * `aria-current`, each other a link the language switch follows, as the single link of a
 * two-language site is. The list sits in a <details> disclosure, which opens without
 * JavaScript, by keyboard and on a phone; while it is closed, its links stay laid out
 * (global.css, `.language-list`), so that the reader's language can be prerendered from one of
 * them (src/language-switch/prerender-ready.ts).
 */
export function LanguageList({ links, pagePath }: { links: LanguageLink[]; pagePath: string }) {
  const { t, i18n } = useTranslation();
  const { summaryRef, firstLinkRef, close, detailsProps } = useDisclosure(pagePath);
  const firstOther = links.find((link) => link.code !== i18n.language)?.code;
  return (
    <nav aria-label={t("a11y.languageNavigation")}>
      <details {...detailsProps} className={`${LANGUAGE_LIST_CLASS} group relative`}>
        <summary
          ref={summaryRef}
          className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
        >
          <Icon id="language" className="h-4 w-4" />
          {/* The visible code starts the summary's name (WCAG 2.5.3 Label in Name). */}
          <span>{i18n.language.toUpperCase()}</span>
          <span className="sr-only"> {t("a11y.chooseLanguage")}</span>
        </summary>
        <ul className="absolute end-0 top-full mt-2 min-w-44 rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {links.map((link) => {
            if (link.code === i18n.language) {
              return (
                <li key={link.code}>
                  <span
                    aria-current="true"
                    lang={link.code}
                    className={`${ITEM} font-semibold text-indigo-700 dark:text-indigo-300`}
                  >
                    <span dir={link.dir}>{link.name}</span>
                  </span>
                </li>
              );
            }
            return (
              <li key={link.code}>
                <a
                  ref={link.code === firstOther ? firstLinkRef : undefined}
                  href={withPrefix(link.path)}
                  hrefLang={link.code}
                  lang={link.code}
                  rel="alternate"
                  onClick={close}
                  {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
                  className={`${ITEM} hover:bg-slate-100 dark:hover:bg-slate-800`}
                >
                  {/* Its own direction, aligned with the list's (an inline dir isolates it). */}
                  <span dir={link.dir}>{link.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
