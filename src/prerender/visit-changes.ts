import { PRERENDER_READY_ATTRIBUTE } from "../hydration/page-marks";
import { storeText, type StoredValue } from "../storage/stored-value";
import { isPrerendering, whenShown } from "./page-shown";

/**
 * A prerendered page reads a copy of the visit's sessionStorage taken as its prerender started,
 * and the visit's own only once shown (https://github.com/whatwg/storage/issues/119). So what
 * the visitor does meanwhile on the page they read (a tab, the draft) is also told on a
 * BroadcastChannel, which reaches a prerendered page, and shown there in the background rather
 * than in the switch's first frame. Once shown, the visit's storage is the truth again
 * (docs/decisions/0024-prerendered-page-follows-the-visit.md).
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
 * A listener of the store's changes (onStoredChange in src/storage/stored-value.ts), one per
 * copy of the store: tells the page prerendered from this one, if this one has let it be
 * (src/language-switch/prerender-ready.ts), that the visit's `key` now holds `text`. Told a
 * task after this page's next frame, each key's last text: on a phone the two pages share a
 * main thread, and the tap's own frame comes first.
 */
export function tellVisitChange(area: string, key: string, text: string | null): void {
  if (area !== "sessionStorage") return;
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
 * While this page is prerendered: puts each text told for the value in this page's copy of
 * storage, calls `onChange` to show it, and has the page styled for it in the background.
 * Nothing once shown (whenShownAgain tells the readers then), a message in flight included.
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
 * Has the browser style and lay the page out a task from now, once for the changes of this
 * task: a prerendered page is not painted until shown, and would otherwise be styled in the
 * switch's first frame.
 */
export function styleInTheBackground(): void {
  styling ??= setTimeout(() => {
    styling = undefined;
    void document.documentElement.offsetHeight;
  });
}
