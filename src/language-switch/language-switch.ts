import { writeStored } from "../storage/stored-value";
import {
  LANGUAGE_LIST_CLASS,
  LANGUAGE_SWITCH_ATTRIBUTE,
  whenRendered,
} from "../hydration/page-marks";
import { whenShown } from "../prerender/page-shown";
import { markReadyToPrerender } from "./prerender-ready";
import { holdReadingPlace, readingPlace } from "./reading-place";
import { hashTarget, switchState, takeSwitchState, type Arrival } from "./switch-state";

const LINK = `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`;
/** The chooser's control: a list's summary, which comes before its links, else the link. */
const CHOOSER = `.${LANGUAGE_LIST_CLASS} > summary, ${LINK}`;

/**
 * Leaving: replaces this page with the link's own address, the one the browser has prerendered
 * (speculation-rules.ts). The query is left behind: no page reads it, and its tags
 * (`?utm_source=…`) describe how the visitor arrived, not this move. Where storage refuses the
 * state, the hash goes in the address instead.
 */
export function leaveFor(link: HTMLAnchorElement): void {
  const state = {
    to: link.pathname,
    hash: location.hash,
    ...readingPlace(),
    at: Date.now(),
  };
  const kept = writeStored(switchState, state);
  location.replace(kept ? link.pathname : link.pathname + location.hash);
}

/**
 * Arriving, on the page a state was left for: the focus on the language chooser, the reading
 * place (held until the layout settles), and the hash if it names a place of this page. The
 * hash is set once the page has loaded (before, the browser would scroll to its target), with
 * history.replaceState, which scrolls nowhere; its `keepScroll` state keeps Gatsby's scroll
 * handling put (gatsby-browser.tsx), and a popstate event tells the router and the hash
 * listeners, as an in-page link does. A late switch, whose reading place is no longer the
 * visitor's, lands at the hash's target, as the address would have.
 */
function arrive({ state, late }: Arrival): void {
  document.querySelector<HTMLElement>(CHOOSER)?.focus({ preventScroll: true });
  const target = hashTarget(state.hash);
  if (!late) holdReadingPlace(state);
  else if (target) holdReadingPlace({ scrollY: 0, anchor: { id: target, offset: 0 } });
  const setHash = () => {
    if (!hashTarget(state.hash) || state.hash === location.hash) return;
    const address = location.pathname + location.search + state.hash;
    history.replaceState({ ...history.state, keepScroll: true }, "", address);
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  };
  // Where the target is not there yet (a page the development server renders in the browser),
  // once the page is rendered.
  const setWhenThere = () => {
    if (hashTarget(state.hash)) setHash();
    else void whenRendered().then(setHash);
  };
  if (document.readyState === "complete") setWhenThere();
  else addEventListener("load", setWhenThere, { once: true });
}

/**
 * The language switch, at the end of every page's <body>, not in a bundle, so that it works the
 * same before hydration, after it, and when the bundles never arrive. A tap on the language link
 * leaves with the visitor's place; the page it leads to arrives with it, a prerendered one when
 * it is shown, since the state exists only from the tap on.
 */
export function startLanguageSwitch(): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element && event.target.closest(LINK);
      // A tap that opens the link elsewhere (a new tab, a download) is the browser's.
      const elsewhere =
        event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || elsewhere) return;
      event.preventDefault();
      leaveFor(link);
    },
    true,
  );
  const shown = () => {
    const arrival = takeSwitchState();
    if (arrival) arrive(arrival);
    markReadyToPrerender();
  };
  whenShown(shown);
}
