import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import { DEFAULT_LANGUAGE } from "../config/constants";
import { localeString } from "../seo/locale-strings";

// With the path prefix of a GitHub Pages project site, if the build has one.
const target = withPrefix(`/${DEFAULT_LANGUAGE}/`);
// Replaces the history entry, so Back does not return to the redirect.
const redirectScript = `location.replace(${JSON.stringify(target)}+location.hash)`;

/**
 * `/` and every unknown path (static hosts serve this page as 404.html) lead to the
 * default language's page: a script first (keeps the hash), a meta refresh without
 * JavaScript, a link last.
 */
export default function RedirectPage({ data }: PageProps<Queries.RedirectPageQuery>) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <a href={target} className="text-lg underline">
        {localeString(data.locales, "redirect.link")}
      </a>
    </main>
  );
}

export function Head({ data }: HeadProps<Queries.RedirectPageQuery>) {
  return (
    <>
      <html lang={DEFAULT_LANGUAGE} />
      <title>{localeString(data.locales, "redirect.message")}</title>
      <meta name="robots" content="noindex" />
      <script>{redirectScript}</script>
      {/* Gatsby's Head escapes <noscript> content, so the fallback is a plain refresh:
          with JavaScript the script has already replaced the page before it fires. */}
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
    </>
  );
}

export const query = graphql`
  query RedirectPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
