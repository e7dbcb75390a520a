import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby";
import type { TextDirection } from "../content/languages";
import { localeString } from "../seo/locale-strings";

interface PageContext {
  /** The language the page speaks, and where it leads: that language's home page. */
  language: string;
  dir: TextDirection;
  to: string;
  /**
   * The 404 page of the site's root only: the languages' codes. An unknown address under one
   * of their folders (`/en/old-page/`) leads to that language's home page instead.
   */
  languageHomes?: string[];
}

/**
 * The script that leads on, with the hash, replacing the history entry (so Back does not return
 * to the redirect): to `data-redirect-to`, or, on the root's 404 page, to the home page of the
 * language whose folder the address is under (`data-language-homes`). One text for every
 * redirect page, read from <html>: the policy of a page holds one hash for it.
 */
const REDIRECT_SCRIPT = [
  "var h=document.documentElement,t=h.getAttribute('data-redirect-to'),p=location.pathname;",
  "(h.getAttribute('data-language-homes')||'').split(' ').forEach(function(l){if(l&&p.indexOf(l)===0)t=l});",
  "location.replace(t+location.hash)",
].join("");

/**
 * `/` and every unknown path (static hosts serve these pages as 404.html) lead to a language's
 * home page: a script first (keeps the hash), a meta refresh without JavaScript, a link last.
 */
export default function RedirectPage({
  data,
  pageContext,
}: PageProps<Queries.RedirectPageQuery, PageContext>) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <a href={withPrefix(pageContext.to)} className="text-lg underline">
        {localeString(data.locales, "redirect.link")}
      </a>
    </main>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.RedirectPageQuery, PageContext>) {
  return (
    <>
      <html
        lang={pageContext.language}
        dir={pageContext.dir === "rtl" ? "rtl" : undefined}
        data-redirect-to={withPrefix(pageContext.to)}
        data-language-homes={pageContext.languageHomes
          ?.map((code) => withPrefix(`/${code}/`))
          .join(" ")}
      />
      <title>{localeString(data.locales, "redirect.message")}</title>
      <meta name="robots" content="noindex" />
      <script>{REDIRECT_SCRIPT}</script>
      {/* Gatsby's Head escapes <noscript> content, so the fallback is a plain refresh:
          with JavaScript the script has already replaced the page before it fires. */}
      <meta httpEquiv="refresh" content={`0; url=${withPrefix(pageContext.to)}`} />
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
