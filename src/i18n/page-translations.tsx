import { createInstance, type i18n } from "i18next";
import type { ReactElement } from "react";
import { TranslationsProvider } from "./use-translation";

/** A page's UI strings, as its query gives them (`locales: allLocale(...) { ...PageLocales }`, the Locale nodes of src/content/content-nodes.ts). */
interface PageLocales {
  readonly edges: readonly { readonly node: { readonly ns: string; readonly data: string } }[];
}

/** What Gatsby's wrapPageElement hands over of a page: its query's data and its context. */
export interface TranslatedPageProps {
  data?: { locales?: PageLocales } | null;
  pageContext: { language?: string };
}

// The i18next instance of each page's strings, made on the page's first render: React renders
// a page again on every hash change, and its strings have not changed then.
const instances = new WeakMap<PageLocales, i18n>();

function translationsOf(locales: PageLocales, language: string): i18n {
  let instance = instances.get(locales);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      // Every key is in every language the page is made in (checked at build time; an
      // unpublished language's missing ones are filled from its source's, content-nodes.ts).
      fallbackLng: false,
      // One namespace per file of locales/<language>/ ("translation").
      resources: {
        [language]: Object.fromEntries(
          locales.edges.map(({ node }) => [node.ns, JSON.parse(node.data) as object]),
        ),
      },
      // The strings are given, not loaded: ready at once, for the first render
      // (https://www.i18next.com/overview/configuration-options, initAsync).
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      keySeparator: ".",
      nsSeparator: false,
    });
    instances.set(locales, instance);
  }
  return instance;
}

/**
 * The page with its UI strings, in its language (Gatsby's wrapPageElement, on the server
 * and in the browser alike): `useTranslation()` reads them in every component. A page whose
 * query has no strings is left as it is.
 */
export function withPageTranslations(element: ReactElement, page: TranslatedPageProps) {
  const locales = page.data?.locales;
  const { language } = page.pageContext;
  if (!locales || !language) return element;
  return (
    <TranslationsProvider translations={translationsOf(locales, language)}>
      {element}
    </TranslationsProvider>
  );
}
