import { PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";
import { onStoredChange, storeText, type StoredValue } from "../storage/stored-value";
import { isPrerendering, whenShown } from "./page-shown";

/**
 * A page prerendered for the language switch reads a copy of the visit's storage
 * (sessionStorage) taken as its prerender started, and the visit's own once it is shown
 * (Chromium's "clone & swap", https://github.com/whatwg/storage/issues/119). So what the visitor
 * does meanwhile on the page they read (a tab chosen, the draft typed) is also told on a channel
 * (https://developer.mozilla.org/docs/Web/API/BroadcastChannel, which reaches a prerendered
 * page), and the prerendered page shows it in the background rather than in the switch's first
 * frame. Once shown, the visit's storage is the truth again: a change told by another tab of
 * the site (another visit) is undone then. Why and what it saves:
 * docs/decisions/0024-prerendered-page-follows-the-visit.md.
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
 * From now on, tells the page prerendered from this one each change of the visit's storage made
 * through this copy of the store (onStoredChange), if there may be such a page (this one has let
 * the other language's be prerendered: src/language-switch/prerender-ready.ts). Told a task
 * after this page's next frame, each key's last text: on a phone the prerendered page shares
 * this page's main thread, and its work must not come before the tap's own frame.
 */
export function tellVisitChanges(): void {
  onStoredChange((area, key, text) => {
    if (area !== "sessionStorage") return;
    const root = document.documentElement;
    if (root.getAttribute(PRERENDER_READY_ATTRIBUTE) !== "immediate") return;
    if (typeof BroadcastChannel === "undefined") return;
    if (untold.size === 0) requestAnimationFrame(() => setTimeout(tellUntold));
    untold.set(key, text);
  });
}

function tellUntold(): void {
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  for (const [key, text] of untold) channel.postMessage({ key, text } satisfies VisitChange);
  untold.clear();
}

/**
 * While this page is prerendered: puts each text the page the visitor reads tells for the
 * value in this page's copy of storage, calls `onChange` to show it, then has the page styled
 * and laid out for it in the background. Nothing once the page is shown, when whoever reads the
 * visit's storage is told (shown-again.ts); a message still in flight then is ignored.
 */
export function followWhilePrerendered(value: StoredValue<unknown>, onChange: () => void): void {
  if (!isPrerendering() || typeof BroadcastChannel === "undefined") return;
  const listener = new BroadcastChannel(CHANNEL_NAME);
  listener.addEventListener("message", ({ data }: MessageEvent<unknown>) => {
    const change = isPrerendering() ? changeIn(data) : undefined;
    if (change?.key !== value.key) return;
    storeText(value, change.text);
    onChange();
    styleInTheBackground();
  });
  // Closed a task after the page is shown: closed in the task that shows it, it delayed the
  // switch's first frame (docs/decisions/0024-prerendered-page-follows-the-visit.md).
  whenShown(() => setTimeout(() => listener.close()));
}

let styling: ReturnType<typeof setTimeout> | undefined;

/**
 * Has the browser style and lay the page out a task from now, once for every change made in
 * this task. A prerendered page is not painted until it is shown, so what it shows differently
 * meanwhile (the theme, a tab, the draft) would otherwise be styled and laid out in the
 * switch's first frame.
 */
export function styleInTheBackground(): void {
  styling ??= setTimeout(() => {
    styling = undefined;
    void document.documentElement.offsetHeight;
  });
}
