import { whenRendered } from "../hydration/page-marks";
import type { SwitchState } from "./switch-state";

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
export function scrollTopFor({
  anchor,
  scrollY: top,
}: Pick<SwitchState, "scrollY" | "anchor">): number {
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

/** How a visitor moves the page themselves: from then on where it is is theirs. */
const VISITOR_MOVES = ["wheel", "touchstart", "keydown", "mousedown"] as const;

/**
 * Resolves once nothing that changes the layout is still to come: the page loaded (its
 * images), its fonts, and React's first render (or the page given up to its no-JavaScript
 * presentation).
 */
function layoutSettled(): Promise<unknown> {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve(undefined);
    else addEventListener("load", resolve, { once: true });
  });
  return Promise.all([whenRendered(), loaded, document.fonts?.ready]);
}

/**
 * Puts the visitor back at their reading place, and keeps them there while the layout still
 * changes under them (fonts, React rendering the kept choices), in whatever order: afresh after
 * each change of the page's size (a ResizeObserver delivers after layout, before paint), and
 * once more a frame after the layout has settled. Once the visitor scrolls, touches, clicks or
 * presses a key, the page is theirs.
 */
export function holdReadingPlace(place: Pick<SwitchState, "scrollY" | "anchor">): void {
  let held = true;
  const restore = () => {
    if (held) scrollTo({ top: scrollTopFor(place), behavior: "instant" });
  };
  const layout = new ResizeObserver(restore);
  const release = () => {
    held = false;
    layout.disconnect();
    for (const type of VISITOR_MOVES) removeEventListener(type, release, true);
  };
  for (const type of VISITOR_MOVES) {
    addEventListener(type, release, { capture: true, passive: true });
  }
  restore();
  layout.observe(document.body);
  void layoutSettled().then(() =>
    requestAnimationFrame(() => {
      restore();
      release();
    }),
  );
}
