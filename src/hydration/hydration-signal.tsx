import { useEffect } from "react";
import { pageHydrated } from "./page-hydrated";

/**
 * Rendered after the page (templates/wrap-page.tsx): its effect runs once React has hydrated
 * the page, after the page's own effects, and again for each page rendered afterwards.
 */
export function HydrationSignal({ pathname }: { pathname: string }) {
  useEffect(pageHydrated, [pathname]);
  return null;
}
