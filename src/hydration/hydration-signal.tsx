import { useEffect } from "react";
import { pageHydrated } from "./page-hydrated";

/**
 * Rendered after the page (templates/wrap-page.tsx): its effect runs once React has hydrated
 * the page, after the page's own effects, and for each page rendered afterwards, with the path
 * it was rendered for (not the URL's, which moves first).
 */
export function HydrationSignal({ pathname }: { pathname: string }) {
  useEffect(() => pageHydrated(pathname), [pathname]);
  return null;
}
