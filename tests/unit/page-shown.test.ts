import fs from "fs";
import path from "path";
import { isPrerendering, whenShown, whenShownAgain } from "../../src/prerender/page-shown";
import { subscribeStoredAndShownAgain } from "../../src/prerender/stored-and-shown";
import { readStored, sessionValue, writeStored } from "../../src/storage/stored-value";
import { freshPageEachTest } from "./fresh-page";

// Whether the page is shown yet, and when it is (src/prerender/page-shown.ts): the one module
// that asks the browser whether the page is prerendered.
freshPageEachTest();

let prerendering: boolean | undefined;
beforeEach(() => {
  prerendering = undefined;
  sessionStorage.clear();
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
});
afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

/** The browser shows the prerendered page. */
function show(): void {
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
}

test("a page is prerendering only while the browser says so: never where it has no prerendering", () => {
  expect(isPrerendering()).toBe(false);
  prerendering = true;
  expect(isPrerendering()).toBe(true);
  prerendering = false;
  expect(isPrerendering()).toBe(false);
});

test("a page shown as it loads runs what waits for it to be shown at once", () => {
  prerendering = false;
  const shown = jest.fn();
  whenShown(shown);
  expect(shown).toHaveBeenCalledTimes(1);
});

test("a prerendered page runs it once shown, once", () => {
  prerendering = true;
  const shown = jest.fn();
  whenShown(shown);
  expect(shown).not.toHaveBeenCalled();
  show();
  expect(shown).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(shown).toHaveBeenCalledTimes(1);
});

test("shown again: a prerendered page shown, a page back from the back/forward cache; not a page loaded afresh", () => {
  prerendering = true;
  const shownAgain = jest.fn();
  const unsubscribe = whenShownAgain(shownAgain);
  show();
  expect(shownAgain).toHaveBeenCalledTimes(1);
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
  expect(shownAgain).toHaveBeenCalledTimes(1);
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  expect(shownAgain).toHaveBeenCalledTimes(2);
  unsubscribe();
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(shownAgain).toHaveBeenCalledTimes(2);
});

test("what renders a stored value hears its changes and the page shown again, until unsubscribed", () => {
  const text = { parse: (stored: string) => stored, format: (value: string) => value };
  const store = sessionValue("shown-value", text, "none");
  prerendering = true;
  const onChange = jest.fn();
  const unsubscribe = subscribeStoredAndShownAgain(store, onChange);
  writeStored(store, "written here");
  expect(onChange).toHaveBeenCalledTimes(1);
  // Written by the page the visitor was on, in the storage this page is handed when shown.
  sessionStorage.setItem("shown-value", "written there");
  show();
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(readStored(store)).toBe("written there");
  unsubscribe();
  writeStored(store, "after");
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  expect(onChange).toHaveBeenCalledTimes(2);
});

test("no other module of src/ asks the browser whether the page is prerendered, or listens for it being shown", () => {
  const SRC = path.join(__dirname, "../../src");
  const sources = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
    });
  const asking = sources(SRC)
    .filter((file) =>
      /document\.prerendering|prerenderingchange/.test(fs.readFileSync(file, "utf8")),
    )
    .map((file) => path.relative(SRC, file));
  expect(asking).toEqual([path.join("prerender", "page-shown.ts")]);
});
