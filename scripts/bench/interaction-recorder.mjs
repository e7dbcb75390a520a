// What a page records for the interactions bench, from before its first script runs (an init
// script). Event Timing gives each tap's duration as INP counts it: from the input to the next
// paint after its handlers (https://developer.mozilla.org/docs/Web/API/PerformanceEventTiming;
// entries of one tap share an interactionId). Long tasks and long animation frames show the
// main thread's work around a tap (https://developer.chrome.com/docs/web-platform/long-animation-frames).

/** Event entries shorter than this are not reported: the lowest threshold the API allows. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

export const RECORD_INTERACTIONS = `(() => {
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
})();`;

/**
 * Runs in the page before a language switch: resolves with the milliseconds from the click on
 * the language link (its event's time stamp) until the first frame painted after the other
 * language's page is in the document (its language link points back). "Painted": a message
 * posted from the frame's animation callback is handled once that frame has been rendered.
 */
export function watchLanguageSwitch(linkSelector) {
  const from = document.querySelector(linkSelector)?.getAttribute("hreflang");
  window.__benchSwitch = new Promise((resolve) => {
    let clickedAt = null;
    addEventListener("click", (event) => (clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const switched = () => {
      const link = document.querySelector(linkSelector);
      return link !== null && link.getAttribute("hreflang") !== from;
    };
    const observer = new MutationObserver(() => {
      if (!switched()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}
