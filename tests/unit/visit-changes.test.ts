import { followWhilePrerendered, tellVisitChange } from "../../src/prerender/visit-changes";
import {
  localValue,
  onStoredChange,
  readStored,
  sessionValue,
  writeStored,
} from "../../src/storage/stored-value";
import { broadcastChannelEachTest, delivered } from "./fake-broadcast-channel";
import { freshPageEachTest } from "./fresh-page";

// The visit's changes told to the page prerendered from the one the visitor reads
// (src/prerender/visit-changes.ts), which follows them in its copy of the visit's storage.
freshPageEachTest();
broadcastChannelEachTest();
// As each copy of the store is told to (src/before-react/body-end.ts, gatsby-browser.tsx).
onStoredChange(tellVisitChange);

const text = { parse: (stored: string) => stored, format: (value: string) => value };
const visitValue = sessionValue("visit-value", text, "none");
const lastingValue = localValue("lasting-value", text, "none");
let prerendering: boolean;

/** What a page of the site hears on the channel. */
function hear(): unknown[] {
  const heard: unknown[] = [];
  new BroadcastChannel("visit-changes").addEventListener("message", (event) =>
    heard.push((event as MessageEvent).data),
  );
  return heard;
}

/** A message on the channel, as another page of the site (or anything else) posts it. */
const post = (message: unknown) => new BroadcastChannel("visit-changes").postMessage(message);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete window.__storedValues;
  document.documentElement.removeAttribute("data-prerender-ready");
  prerendering = false;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
});
afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

/** Until this page's next frame is painted (a task after its animation frame), then until what it told then has been delivered. */
const paintedAndDelivered = async () => {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  await delivered();
};

test("a change of the visit is told once the page lets the other language's page be prerendered, not before", async () => {
  const heard = hear();
  writeStored(visitValue, "before");
  await paintedAndDelivered();
  expect(heard).toEqual([]);

  document.documentElement.setAttribute("data-prerender-ready", "immediate");
  writeStored(visitValue, "after");
  await paintedAndDelivered();
  expect(heard).toEqual([{ key: "visit-value", text: "after" }]);
});

test("the changes are told after the page's next frame, each value's last", async () => {
  const heard = hear();
  document.documentElement.setAttribute("data-prerender-ready", "immediate");
  const frame = jest.spyOn(window, "requestAnimationFrame");
  writeStored(visitValue, "A");
  writeStored(visitValue, "Ad");
  writeStored(sessionValue("another-visit-value", text, "none"), "x");
  writeStored(visitValue, "Ada");
  expect(frame).toHaveBeenCalledTimes(1);
  frame.mockRestore();
  await delivered();
  expect(heard).toEqual([]);
  await paintedAndDelivered();
  expect(heard).toEqual([
    { key: "visit-value", text: "Ada" },
    { key: "another-visit-value", text: "x" },
  ]);
});

test("nothing is told for a visitor the other page is not prerendered for, a value kept for good, or one storage refused", async () => {
  const heard = hear();
  document.documentElement.setAttribute("data-prerender-ready", "none");
  writeStored(visitValue, "not prerendered");
  document.documentElement.setAttribute("data-prerender-ready", "immediate");
  // localStorage: the browser tells the site's other documents itself (`storage`).
  writeStored(lastingValue, "for good");
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  try {
    writeStored(visitValue, "only in this page");
  } finally {
    jest.restoreAllMocks();
  }
  await paintedAndDelivered();
  expect(heard).toEqual([]);
});

test("without BroadcastChannel, a change is kept all the same", () => {
  delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  document.documentElement.setAttribute("data-prerender-ready", "immediate");
  expect(writeStored(visitValue, "kept")).toBe(true);
  expect(readStored(visitValue)).toBe("kept");
});

test("the prerendered page puts each change told for its value in its storage, shows it, and is laid out for it in the background", async () => {
  prerendering = true;
  const laidOut = jest.spyOn(HTMLElement.prototype, "offsetHeight", "get");
  const shown: string[] = [];
  followWhilePrerendered(visitValue, () => shown.push(readStored(visitValue)));
  post({ key: "visit-value", text: "chosen" });
  await delivered();
  expect(shown).toEqual(["chosen"]);
  expect(sessionStorage.getItem("visit-value")).toBe("chosen");
  expect(laidOut).not.toHaveBeenCalled();
  // A task later, once for the change.
  await delivered();
  expect(laidOut.mock.contexts).toEqual([document.documentElement]);
  laidOut.mockRestore();
  post({ key: "visit-value", text: null });
  await delivered();
  expect(shown).toEqual(["chosen", "none"]);
});

test.each([
  ["another value's", { key: "other-value", text: "x" }],
  ["a text that is not one", { key: "visit-value", text: 42 }],
  ["no key", { text: "x" }],
  ["not a change", "visit-value=x"],
  ["nothing", null],
])("the prerendered page leaves alone a message with %s", async (_, message) => {
  prerendering = true;
  const onChange = jest.fn();
  followWhilePrerendered(visitValue, onChange);
  post(message);
  await delivered();
  expect(onChange).not.toHaveBeenCalled();
  expect(sessionStorage.getItem("visit-value")).toBeNull();
});

test("once shown, the page follows nothing more: the visit's storage is its own", async () => {
  prerendering = true;
  const onChange = jest.fn();
  followWhilePrerendered(visitValue, onChange);
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
  post({ key: "visit-value", text: "late" });
  await delivered();
  expect(onChange).not.toHaveBeenCalled();
});

test("a change told before the page is shown but delivered after it is left unheard", async () => {
  prerendering = true;
  const onChange = jest.fn();
  followWhilePrerendered(visitValue, onChange);
  post({ key: "visit-value", text: "in flight" });
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
  await delivered();
  expect(onChange).not.toHaveBeenCalled();
  expect(sessionStorage.getItem("visit-value")).toBeNull();
});

test("the channel closes a task after the page is shown, not in the task that shows it", async () => {
  prerendering = true;
  followWhilePrerendered(visitValue, jest.fn());
  const close = jest.spyOn(window.BroadcastChannel.prototype, "close");
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(close).not.toHaveBeenCalled();
  await delivered();
  expect(close).toHaveBeenCalledTimes(1);
});

test("a page shown from the start follows nothing", async () => {
  const onChange = jest.fn();
  followWhilePrerendered(visitValue, onChange);
  post({ key: "visit-value", text: "x" });
  await delivered();
  expect(onChange).not.toHaveBeenCalled();
});
