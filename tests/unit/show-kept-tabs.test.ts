import { keepChoice } from "../../src/kept-choices/kept-choices";
import { showKeptTabs } from "../../src/kept-choices/show-kept-tabs";

// The kept tab shown by the code before React (src/kept-choices/show-kept-tabs.ts) in the server's
// HTML: the same attributes React renders for the chosen tab (src/sections/showcase.tsx).

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
