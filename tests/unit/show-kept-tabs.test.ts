import { keepChoice } from "../../src/kept-choices/kept-choices";
import { showKeptTabs } from "../../src/kept-choices/show-kept-tabs";
import { broadcastChannelEachTest, delivered } from "./fake-broadcast-channel";
import { freshPageEachTest } from "./fresh-page";

// The kept tab shown by the code before React (src/kept-choices/show-kept-tabs.ts) in the server's
// HTML: the same attributes React renders for the chosen tab (src/sections/showcase.tsx). Each
// test is a new page.
freshPageEachTest();

const TABS = ["projects", "certifications", "stacks"];

/** A tab list as the server writes it: the first tab selected. */
function serverTabs(): void {
  document.body.innerHTML = `<div role="tablist" data-kept-choice="tabs:showcase">${TABS.map(
    (tab, i) =>
      `<button role="tab" id="tab-${tab}" data-choice="${tab}" aria-controls="panel-${tab}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}"></button>`,
  ).join("")}</div>${TABS.map(
    (tab, i) => `<div role="tabpanel" id="panel-${tab}"${i === 0 ? "" : " hidden"}></div>`,
  ).join("")}`;
}

/** Which tab is selected, which one Tab reaches, which panels are shown. */
const shown = () => ({
  selected: TABS.filter((tab) => document.getElementById(`tab-${tab}`)!.ariaSelected === "true"),
  focusable: TABS.filter((tab) => document.getElementById(`tab-${tab}`)!.tabIndex === 0),
  panels: TABS.filter((tab) => !document.getElementById(`panel-${tab}`)!.hidden),
});

beforeEach(() => {
  sessionStorage.clear();
  delete window.__shownChoices;
  document.documentElement.removeAttribute("data-hydrated");
  serverTabs();
});

test("the kept tab is shown in the server's HTML, as React renders it", () => {
  keepChoice("tabs:showcase", "stacks");
  showKeptTabs();
  expect(shown()).toEqual({ selected: ["stacks"], focusable: ["stacks"], panels: ["stacks"] });
});

test("without a kept tab, or with one the list does not have, the server's stays", () => {
  showKeptTabs();
  expect(shown()).toEqual({
    selected: ["projects"],
    focusable: ["projects"],
    panels: ["projects"],
  });
  keepChoice("tabs:showcase", "a-tab-of-an-older-build");
  showKeptTabs();
  expect(shown().panels).toEqual(["projects"]);
});

test("a page shown again (a prerendered page, shown) shows the tab chosen meanwhile, until React has hydrated it", () => {
  showKeptTabs();
  keepChoice("tabs:showcase", "certifications");
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(shown().panels).toEqual(["certifications"]);
  // Once hydrated, the tabs are React's.
  document.documentElement.setAttribute("data-hydrated", "/en/");
  keepChoice("tabs:showcase", "stacks");
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(shown().panels).toEqual(["certifications"]);
});

describe("on a page prerendered for a language switch", () => {
  broadcastChannelEachTest();
  let prerendering: boolean;
  beforeEach(() => {
    prerendering = true;
    Object.defineProperty(document, "prerendering", {
      configurable: true,
      get: () => prerendering,
    });
  });
  afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

  /** The page the visitor reads, where they choose `tab`: it tells the prerendered page. */
  const chosenOnThePageRead = (tab: string) =>
    new BroadcastChannel("visit-changes").postMessage({
      key: "kept-choices",
      text: JSON.stringify({ "tabs:showcase": tab }),
    });

  test("a tab chosen on the page read is shown before the page is, which then has nothing to redo", async () => {
    jest.useFakeTimers();
    const laidOut = jest.spyOn(HTMLElement.prototype, "offsetHeight", "get");
    try {
      showKeptTabs();
      chosenOnThePageRead("stacks");
      jest.runOnlyPendingTimers();
      expect(shown()).toEqual({ selected: ["stacks"], focusable: ["stacks"], panels: ["stacks"] });
      // Styled and laid out in the background, a task later.
      jest.runOnlyPendingTimers();
      expect(laidOut.mock.contexts).toEqual([document.documentElement]);

      const changes: MutationRecord[] = [];
      new MutationObserver((records) => changes.push(...records)).observe(document.body, {
        subtree: true,
        attributes: true,
      });
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
      await Promise.resolve();
      expect(shown().panels).toEqual(["stacks"]);
      expect(changes).toEqual([]);
      expect(window.__shownChoices).toEqual({ "tabs:showcase": "stacks" });
    } finally {
      laidOut.mockRestore();
      jest.useRealTimers();
    }
  });

  test("a tab another visit chose (another tab of the site) is undone as the page is shown: the first tab again, for React too", async () => {
    showKeptTabs();
    chosenOnThePageRead("stacks");
    await delivered();
    expect(shown().panels).toEqual(["stacks"]);
    // This visit's storage, as the page is shown, has no choice.
    sessionStorage.clear();
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(shown()).toEqual({
      selected: ["projects"],
      focusable: ["projects"],
      panels: ["projects"],
    });
    expect(window.__shownChoices).toEqual({ "tabs:showcase": "projects" });
  });
});
