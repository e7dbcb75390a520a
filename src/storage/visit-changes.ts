import { PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";

/**
 * A page prerendered for the language switch reads a copy of the visit's storage
 * (sessionStorage) taken as its prerender started, and the visit's own once it is shown, its
 * copy then dropped (Chromium's "clone & swap", https://github.com/whatwg/storage/issues/119).
 * What the visitor does meanwhile on the page they read (a tab chosen, the draft typed) would
 * reach it only then, to be shown and styled in the switch's first frame. So each change is also
 * told on a channel the site's pages hear
 * (https://developer.mozilla.org/docs/Web/API/BroadcastChannel; it reaches a prerendered page,
 * as the platform's own prerendering tests rely on), and the prerendered page puts it in its
 * copy and shows it in the background. Once the page is shown, the visit's storage is the truth
 * again: a change told by another tab of the site (another visit) is undone then.
 */
const CHANNEL_NAME = "visit-changes";

/** A change of the visit's storage: the text under `key`, null once removed. */
interface VisitChange {
  key: string;
  text: string | null;
}

/** What a message on the channel holds, if it is a change; anything else is left alone. */
const changeIn = (data: unknown): VisitChange | undefined => {
  if (typeof data !== "object" || data === null) return undefined;
  const { key, text } = data as Record<string, unknown>;
  if (typeof key !== "string" || (typeof text !== "string" && text !== null)) return undefined;
  return { key, text };
};

let channel: BroadcastChannel | undefined;
/** The changes to tell, by key: the last text of each. */
const untold = new Map<string, string | null>();

/**
 * Tells the page prerendered from this one, if there may be one (this page has let the other
 * language's be prerendered: prerender-ready.ts), that the visit's `key` now holds `text`. Told
 * once this page has painted the change (a task after its next frame), the changes made
 * meanwhile with it, each key's last: on a phone the prerendered page shares this page's main
 * thread, and its work must not come before the tap's own frame.
 */
export function tellVisitChange(key: string, text: string | null): void {
  const root = document.documentElement;
  if (root.getAttribute(PRERENDER_READY_ATTRIBUTE) !== "immediate") return;
  if (typeof BroadcastChannel === "undefined") return;
  if (untold.size === 0) requestAnimationFrame(() => setTimeout(tellUntold));
  untold.set(key, text);
}

function tellUntold(): void {
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  for (const [key, text] of untold) channel.postMessage({ key, text } satisfies VisitChange);
  untold.clear();
}

/**
 * While this page is prerendered, calls `onChange` with each text the page the visitor reads
 * tells for the visit's `key`, for it to show, then has the page styled and laid out for it in
 * the background (styleInTheBackground); nothing once the page is shown (whoever reads the
 * visit's storage is told then: shown-again.ts).
 */
export function followVisitWhilePrerendered(
  key: string,
  onChange: (text: string | null) => void,
): void {
  if (!document.prerendering || typeof BroadcastChannel === "undefined") return;
  const listener = new BroadcastChannel(CHANNEL_NAME);
  listener.addEventListener("message", ({ data }: MessageEvent<unknown>) => {
    const change = document.prerendering ? changeIn(data) : undefined;
    if (change?.key !== key) return;
    onChange(change.text);
    styleInTheBackground();
  });
  // Closed a task after the page is shown, not in the task that shows it: there, before the
  // switch's first frame, closing took 2-10 ms at 4x in traces. Meanwhile a message is unheard.
  const close = () => setTimeout(() => listener.close());
  document.addEventListener("prerenderingchange", close, { once: true });
}

let styling: ReturnType<typeof setTimeout> | undefined;

/**
 * Has the browser style and lay the page out a task from now, not when it next paints it. A
 * prerendered page is not painted until it is shown, so what it shows differently meanwhile (the
 * theme, a tab, the draft) would be styled and laid out in the language switch's first frame:
 * for the theme alone, all 452 elements of `/en/` restyled. Done in the background instead, once
 * for every change told in the same task, the switch finds nothing left to do.
 */
export function styleInTheBackground(): void {
  styling ??= setTimeout(() => {
    styling = undefined;
    void document.documentElement.offsetHeight;
  });
}
