import type { ReactElement } from "react";
import { HydrationSignal } from "../hydration/hydration-signal";
import { withPageTranslations, type TranslatedPageProps } from "../i18n/page-translations";

/**
 * Every page as Gatsby's wrapPageElement gives it, the same on the server (gatsby-ssr.tsx) and
 * in the browser (gatsby-browser.tsx), so that hydration meets what the server wrote: with its
 * UI strings, then the signal that it is live.
 */
export function wrapPage(
  element: ReactElement,
  props: TranslatedPageProps & { location: { pathname: string } },
) {
  return (
    <>
      {withPageTranslations(element, props)}
      <HydrationSignal pathname={props.location.pathname} />
    </>
  );
}
