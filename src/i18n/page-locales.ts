import { graphql } from "gatsby";

/**
 * A page's UI strings in its language, as every page query asks for them, for its i18next
 * instance (page-translations.tsx) and its texts:
 * `locales: allLocale(filter: { language: { eq: $language } }) { ...PageLocales }`.
 * Gatsby finds fragments in every file of src/: nothing imports this one.
 */
export const pageLocalesFragment = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
