import { useEffect, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { restoreDraft } from "../contact/draft";
import { KEEP_HASH_ATTRIBUTE } from "../hydration/hydration-attributes";
import { restoreKept } from "../hooks/use-kept-state";

type Arrival = NonNullable<Window["__languageSwitch"]>;

/**
 * What the arrival script (arrival-script.ts) leaves to React on the page a language switch
 * leads to: the chosen tab and the other kept choices, the typed text as the form's draft,
 * then, once the choices are on the page, the place the visitor was reading (which may be in
 * the panel just chosen) and the focus on the language toggle, where the visitor left it.
 * On a page loaded, right after hydration; on a prerendered page, in the event that shows it,
 * rendered at once (flushSync: https://react.dev/reference/react-dom/flushSync) so that its
 * first frame shows them. Rendered with every page (templates/wrap-page.tsx); renders nothing.
 */
export function SwitchArrival() {
  const [arrival, setArrival] = useState<Arrival | null>(null);

  useEffect(() => {
    const arrive = () => {
      const state = window.__languageSwitch;
      if (!state) return;
      delete window.__languageSwitch;
      restoreDraft(state.fields);
      restoreKept(state.kept);
      setArrival(state);
    };
    arrive();
    if (!document.prerendering) return;
    const onShown = () => flushSync(arrive);
    document.addEventListener("prerenderingchange", onShown, { once: true });
    return () => document.removeEventListener("prerenderingchange", onShown);
  }, []);

  // After the render that shows the kept choices, before the browser paints it.
  useLayoutEffect(() => {
    if (!arrival) return;
    arrival.restoreScroll?.();
    document
      .querySelector<HTMLElement>(`a[${KEEP_HASH_ATTRIBUTE}]`)
      ?.focus({ preventScroll: true });
  }, [arrival]);

  return null;
}
