// What a page records for the interactions bench, from before its first script runs (an init
// script). Event Timing gives each tap's duration as INP counts it: from the input to the next
// paint after its handlers (https://developer.mozilla.org/docs/Web/API/PerformanceEventTiming;
// entries of one tap share an interactionId). Long tasks and long animation frames show the
// main thread's work around a tap (https://developer.chrome.com/docs/web-platform/long-animation-frames).

/**
 * The mark on <html> that lets the other language be prerendered, the prerender's trigger
 * (PRERENDER_READY_ATTRIBUTE, src/hydration/page-marks.ts).
 */
export const PRERENDER_READY = "data-prerender-ready";
/** On the language link whose page is prerendered (PRERENDER_TARGET_ATTRIBUTE, the same file). */
export const PRERENDER_TARGET = "data-prerender-target";

/** Sent by watchSwitchInPlace once its frame is rendered. */
export const SWITCH_PAINTED_EVENT = "benchswitchpainted";

/** Event entries shorter than this are not reported: the lowest threshold the API allows. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/** The events of a tap (touch: pointer events, then the click); a keystroke has none of them. */
const TAP_EVENTS = new Set(["pointerdown", "pointerup", "click"]);

/**
 * The interaction a tap made, from the recorder's event entries (`{ name, id, start, duration }`,
 * `start` on the page's clock): the first interaction with a tap's event that started at or
 * after `sentAt`, the page's time read just before the tap was sent. Its duration is its longest
 * entry's, as INP counts it. Entries of earlier interactions are left out even when they are
 * reported only now: an entry is reported after the next frame presented, and the last
 * keystrokes typed into the contact form were reported with the Send's tap, over a second
 * later, which the bench then took for the Send's own. Returns `{ durationMs, start }`; a tap
 * answered within the reporting threshold leaves no entry: `{ durationMs: threshold, start:
 * null }`, an upper bound.
 */
export function tapInteraction(events, sentAt, threshold) {
  const taps = events.filter(
    (entry) => entry.start >= sentAt && entry.id && TAP_EVENTS.has(entry.name),
  );
  if (taps.length === 0) return { durationMs: threshold, start: null };
  const first = taps.reduce((a, b) => (b.start < a.start ? b : a));
  const entries = events.filter((entry) => entry.id === first.id);
  return {
    durationMs: Math.max(...entries.map((entry) => entry.duration)),
    start: Math.min(...entries.map((entry) => entry.start)),
  };
}

export const RECORD_INTERACTIONS = `(() => {
  if (window.__benchInteractions) return;
  const record = (window.__benchInteractions = { events: [], tasks: [], frames: [] });
  const observe = (type, list, pick, options = {}) => {
    try {
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          const picked = pick(entry);
          if (picked) list.push(picked);
        }
      }).observe({ type, buffered: true, ...options });
    } catch {}
  };
  observe("event", record.events, (entry) =>
    entry.interactionId
      ? { name: entry.name, id: entry.interactionId, start: entry.startTime, duration: entry.duration }
      : null, { durationThreshold: ${EVENT_DURATION_THRESHOLD_MS} });
  const span = (entry) => ({ start: entry.startTime, duration: entry.duration });
  observe("longtask", record.tasks, span);
  observe("long-animation-frame", record.frames, span);
  // When the page lets the other language be prerendered (the mark the language switch's
  // script puts on <html>), by the page's clock: the prerender's trigger.
  // (An init script runs before <html> exists: the document is watched.)
  const ready = () => {
    if (record.prerenderReadyAt === undefined && document.documentElement?.hasAttribute("${PRERENDER_READY}")) {
      record.prerenderReadyAt = performance.now();
    }
  };
  new MutationObserver(ready).observe(document, { subtree: true, attributeFilter: ["${PRERENDER_READY}"] });
  ready();
  // The language link's click, in absolute time: the document may be gone when it is read.
  addEventListener("click", (event) => window.__benchClicked?.(performance.timeOrigin + event.timeStamp), true);
})();`;

/**
 * The language switch's figures, read in the document showing the other language once it is
 * there: the absolute time (ms since the epoch, `performance.timeOrigin` based, as the click's)
 * of its first frame. Two ways a switch can come:
 * - in place (the page's own router renders the other language): watchSwitchInPlace, run in
 *   the page before the tap, has kept the time of the first frame rendered after the other
 *   language's page was in the document (its language link points back), from a message posted
 *   from that frame's animation callback, which is handled once the frame is rendered;
 * - as another document (loaded, or a prerendered one shown): its first contentful paint, which
 *   for a prerendered page is its first frame once shown
 *   (https://developer.mozilla.org/docs/Web/API/PerformanceNavigationTiming/activationStart).
 * `prerendered` says whether the document was prerendered.
 */
export function switchFigures() {
  const [navigation] = performance.getEntriesByType("navigation");
  if (window.__benchSwitchWatched) {
    return window.__benchSwitchPaintedAt
      ? { paintedAt: window.__benchSwitchPaintedAt, prerendered: false }
      : null;
  }
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint
    ? {
        paintedAt: performance.timeOrigin + paint.startTime,
        prerendered: navigation.activationStart > 0,
      }
    : null;
}

/**
 * An expression for `page.evaluate`: a promise, in the page, of switchFigures' figures once
 * the document shows a language other than `fromLang` and its switch is painted. It waits on
 * events (a paint entry, the document's readiness, the in-place watcher's event), not on a
 * timer, so a wait left pending in the document being left costs it nothing; the bench tries
 * again in the document shown (interaction-switches.mjs).
 */
export const switchShown = (fromLang) => `new Promise((resolve) => {
  const figures = ${switchFigures.toString()};
  const check = () => {
    if (document.documentElement.lang === ${JSON.stringify(fromLang)} || document.readyState === "loading") return;
    const found = figures();
    if (found) resolve(found);
  };
  new PerformanceObserver(check).observe({ type: "paint", buffered: true });
  document.addEventListener("readystatechange", check);
  addEventListener("${SWITCH_PAINTED_EVENT}", check);
  check();
})`;

/**
 * Run in the page before a language switch: see switchFigures. `paintedEvent`:
 * SWITCH_PAINTED_EVENT (a function run in the page sees none of this module).
 */
export function watchSwitchInPlace(linkSelector, paintedEvent) {
  window.__benchSwitchWatched = true;
  const from = document.querySelector(linkSelector)?.getAttribute("hreflang");
  const switched = () => {
    const link = document.querySelector(linkSelector);
    return link !== null && link.getAttribute("hreflang") !== from;
  };
  const observer = new MutationObserver(() => {
    if (!switched()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__benchSwitchPaintedAt = performance.timeOrigin + performance.now();
        dispatchEvent(new Event(paintedEvent));
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}
