import { LANGUAGE_SWITCH_MAX_AGE_MS, LANGUAGE_SWITCH_STORAGE_KEY } from "../config/constants";
import {
  HYDRATED_ATTRIBUTE,
  isHydrated,
  LANGUAGE_SWITCH_ATTRIBUTE,
  PRERENDER_READY_ATTRIBUTE,
  SCRIPTED_CLASS,
} from "./page-marks";
import { prerenderEagerness } from "./prerender-eagerness";

/**
 * Where the visitor was, carried to the other language's page in sessionStorage: written as
 * they leave, taken once on the page it is for. What they typed and chose needs no carrying:
 * it lasts the visit in storage of its own (src/visitor-state/), which every page reads.
 */
export interface SwitchState {
  /** The path of the page it is for, as that page's `location.pathname` reads it. */
  to: string;
  /** The URL hash the visitor was at (`#contact`), or "". */
  hash: string;
  /** How far down the visitor had scrolled, in CSS pixels. */
  scrollY: number;
  /**
   * Where the visitor was reading: the innermost element with an id at the reading line, and
   * how far down it that line was, as a share of its height. The other language's texts are
   * longer or shorter, so the same scrollY would show other content; the same place of the
   * same element is what the visitor was looking at.
   */
  anchor: { id: string; offset: number } | null;
  /** When it was left (Date.now()). */
  at: number;
}

const LINK = `a[${LANGUAGE_SWITCH_ATTRIBUTE}]`;

/** The reading line: the top of the viewport below the fixed bar (scroll-padding-top). */
const readingLine = (): number =>
  parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** Where the visitor is reading now (SwitchState's `scrollY` and `anchor`). */
export function readingPlace(): Pick<SwitchState, "scrollY" | "anchor"> {
  const line = readingLine();
  const element = document.elementFromPoint(innerWidth / 2, line)?.closest("[id]");
  if (!element) return { scrollY, anchor: null };
  const box = element.getBoundingClientRect();
  return {
    scrollY,
    anchor: { id: element.id, offset: box.height ? (line - box.top) / box.height : 0 },
  };
}

/**
 * The scroll position that brings the reading place back to the reading line: the same share
 * of the same element; where that element is not shown (a tab panel not chosen), the top of the
 * nearest shown element with an id around it; else the same scrollY.
 */
export function scrollTopFor({ anchor, scrollY: top }: SwitchState): number {
  let element = anchor && document.getElementById(anchor.id);
  let offset = anchor?.offset ?? 0;
  while (element && element.getClientRects().length === 0) {
    element = element.parentElement?.closest("[id]") ?? null;
    offset = 0;
  }
  if (!element) return top;
  const box = element.getBoundingClientRect();
  return scrollY + box.top + offset * box.height - readingLine();
}

/**
 * Leaving: replaces this page with the other language's, `location.replace` with the link's own
 * address, which is the one the browser has prerendered (speculation-rules.ts). The query is
 * left behind: no page of the site reads it, and the tags it carries (`?utm_source=…`,
 * `?fbclid=…`) describe how the visitor arrived, not this move. Where storage is refused (some
 * private modes), the hash goes in the address instead.
 */
export function leaveFor(link: HTMLAnchorElement): void {
  const state: SwitchState = {
    to: link.pathname,
    hash: location.hash,
    ...readingPlace(),
    at: Date.now(),
  };
  let address = link.pathname;
  try {
    sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    address += location.hash;
  }
  location.replace(address);
}

/** The state a switch left for this page within LANGUAGE_SWITCH_MAX_AGE_MS, once. */
export function takeSwitchState(): SwitchState | null {
  try {
    const text = sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY);
    sessionStorage.removeItem(LANGUAGE_SWITCH_STORAGE_KEY);
    const state = JSON.parse(text ?? "null") as SwitchState | null;
    const forThisPage = state?.to === location.pathname;
    return forThisPage && Date.now() - state.at < LANGUAGE_SWITCH_MAX_AGE_MS ? state : null;
  } catch {
    return null;
  }
}

/** How a visitor moves the page themselves: from then on where it is is theirs. */
const VISITOR_MOVES = ["wheel", "touchstart", "keydown", "mousedown"] as const;

/**
 * Resolves once nothing that changes the layout is still to come: the page loaded (its
 * images), its fonts, and React's first render (or the page given up to its no-JavaScript
 * presentation, script-failure.ts).
 */
function layoutSettled(): Promise<unknown> {
  const root = document.documentElement;
  const rendered = new Promise<void>((resolve) => {
    const check = () => {
      if (!isHydrated() && root.classList.contains(SCRIPTED_CLASS)) return;
      observer.disconnect();
      resolve();
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributeFilter: [HYDRATED_ATTRIBUTE, "class"] });
    check();
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve(undefined);
    else addEventListener("load", resolve, { once: true });
  });
  return Promise.all([rendered, loaded, document.fonts?.ready]);
}

/**
 * Puts the visitor back at their reading place, and keeps them there while the page is still
 * changing its layout under them (its fonts, React rendering the kept choices), whatever the
 * order these come in: the same place, computed afresh after each change of the page's size
 * (a ResizeObserver delivers after layout, before the frame is painted), and once more when
 * the layout has settled, a frame after the last of them. The moment the visitor scrolls,
 * touches, clicks or uses the keyboard, the page is theirs: nothing moves it any more.
 */
function holdReadingPlace(state: SwitchState): void {
  let held = true;
  const place = () => {
    if (held) scrollTo({ top: scrollTopFor(state), behavior: "instant" });
  };
  const layout = new ResizeObserver(place);
  const release = () => {
    held = false;
    layout.disconnect();
    for (const type of VISITOR_MOVES) removeEventListener(type, release, true);
  };
  for (const type of VISITOR_MOVES) {
    addEventListener(type, release, { capture: true, passive: true });
  }
  place();
  layout.observe(document.body);
  void layoutSettled().then(() =>
    requestAnimationFrame(() => {
      place();
      release();
    }),
  );
}

/**
 * Arriving, on the page a state was left for: the focus on the language link, the reading
 * place (held until the layout settles), and the hash, once the page has loaded (a hash in the
 * address when parsing ends makes the browser scroll to its target, and keep it there until
 * the page has loaded), with history.replaceState, which scrolls nowhere. The state it sets,
 * `keepScroll`, tells Gatsby's scroll handling to stay put (shouldUpdateScroll in
 * gatsby-browser.tsx); a popstate event tells the router and the page's hash listeners, if
 * they already run, as following an in-page link does.
 */
function arrive(state: SwitchState): void {
  document.querySelector<HTMLElement>(LINK)?.focus({ preventScroll: true });
  holdReadingPlace(state);
  const setHash = () => {
    if (!state.hash || state.hash === location.hash) return;
    const address = location.pathname + location.search + state.hash;
    history.replaceState({ ...history.state, keepScroll: true }, "", address);
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  };
  if (document.readyState === "complete") setHash();
  else addEventListener("load", setHash, { once: true });
}

/**
 * Ready for the way back: once the page is shown, hydrated, painted (its first contentful paint,
 * which a prerendered page has only once shown) and the browser idle, PRERENDER_READY_ATTRIBUTE
 * on <html> lets the Speculation Rules prerender the other page (speculation-rules.ts), at once
 * or not at all (prerender-eagerness.ts), so that the prerender
 * competes neither with this page's load nor with its first frame. Where there is
 * no requestIdleCallback (Safari), a task later; where there is no PerformanceObserver, there
 * are no Speculation Rules either.
 */
function markReadyToPrerender(): void {
  const root = document.documentElement;
  const whenHydrated = new MutationObserver(whenPainted);
  whenHydrated.observe(root, { attributeFilter: [HYDRATED_ATTRIBUTE] });
  whenPainted();
  function whenPainted() {
    if (!isHydrated() || !window.PerformanceObserver) return;
    whenHydrated.disconnect();
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      paints.disconnect();
      const idle = window.requestIdleCallback ?? setTimeout;
      const eagerness = prerenderEagerness(navigator.languages);
      idle(() => root.setAttribute(PRERENDER_READY_ATTRIBUTE, eagerness));
    });
    paints.observe({ type: "paint", buffered: true });
  }
}

/**
 * The language switch, at the end of every page's <body>, not in a bundle, so that it works the
 * same before hydration, after it, and when the bundles never arrive. A tap on the language link
 * (not one opening it elsewhere) leaves with the visitor's place; the page it leads to arrives
 * with it. A prerendered page (https://developer.mozilla.org/docs/Web/API/Document/prerendering)
 * arrives when it is shown: the state exists only from the tap on.
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
    const state = takeSwitchState();
    if (state) arrive(state);
    markReadyToPrerender();
  };
  if (document.prerendering) document.addEventListener("prerenderingchange", shown);
  else shown();
}
