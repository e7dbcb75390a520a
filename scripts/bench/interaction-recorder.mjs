// What a page records for the interactions bench, from before its first script runs (an init
// script). Event Timing gives each tap's duration as INP counts it: from the input to the next
// paint after its handlers (https://developer.mozilla.org/docs/Web/API/PerformanceEventTiming;
// entries of one tap share an interactionId). Long tasks and long animation frames show the
// main thread's work around a tap (https://developer.chrome.com/docs/web-platform/long-animation-frames).

/** Event entries shorter than this are not reported: the lowest threshold the API allows. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

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

/** Run in the page before a language switch: see switchFigures. */
export function watchSwitchInPlace(linkSelector) {
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
      channel.port1.onmessage = () =>
        (window.__benchSwitchPaintedAt = performance.timeOrigin + performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}
