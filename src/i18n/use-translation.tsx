import type { i18n, TFunction } from "i18next";
import { createContext, useContext, type ReactNode } from "react";

/** The i18next instance of the page being rendered (page-translations.tsx). */
const PageTranslations = createContext<i18n | null>(null);

/** Each instance's `t`, made once (https://www.i18next.com/overview/api#getfixedt). */
const translators = new WeakMap<i18n, TFunction>();

/** The page's strings, for every component under it. */
export const TranslationsProvider = ({
  translations,
  children,
}: {
  translations: i18n;
  children: ReactNode;
}) => <PageTranslations.Provider value={translations}>{children}</PageTranslations.Provider>;

/**
 * The page's strings and its i18next instance (`t`, `i18n.language`). A page's instance is made
 * once, with its strings given, in its own language, which never changes (another language is
 * another page): nothing to wait for or to re-render on, which is all a binding library such as
 * react-i18next would add to i18next here (https://www.i18next.com/overview/api#t).
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const translations = useContext(PageTranslations);
  if (!translations) throw new Error("useTranslation() outside a page with its strings");
  let t = translators.get(translations);
  if (!t) translators.set(translations, (t = translations.getFixedT(translations.language)));
  return { t, i18n: translations };
}
