import { act, render, renderHook, screen } from "@testing-library/react";
import {
  LANGUAGE_SWITCH_MAX_AGE_MS,
  LANGUAGE_SWITCH_STORAGE_KEY,
} from "../../src/config/constants";
import { currentDraft, restoreDraft } from "../../src/contact/draft";
import { keptValues, restoreKept, useKeptState } from "../../src/hooks/use-kept-state";
import { languageSwitchArrivalScript } from "../../src/language-switch/arrival-script";
import { leaveForLanguage } from "../../src/language-switch/leave-for-language";
import { SwitchArrival } from "../../src/language-switch/switch-arrival";
import type { SwitchState } from "../../src/language-switch/switch-state";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Runs the head script on a page already parsed (jsdom's): it restores in the next frame. */
async function runArrivalScript() {
  new Function(languageSwitchArrivalScript)();
  await nextFrame();
}

const state = (overrides: Partial<SwitchState> = {}): SwitchState => ({
  to: "/en/",
  hash: "#contact",
  scrollY: 1234,
  anchor: null,
  fields: { name: "Ada Lovelace", message: "Hello" },
  kept: { "tabs:showcase": "certifications" },
  at: Date.now(),
  ...overrides,
});

/** jsdom has neither prerendering nor scrolling: both are set up per test. */
let prerendering: boolean;
let scrolledTo: ScrollToOptions[];

beforeEach(() => {
  sessionStorage.clear();
  delete window.__languageSwitch;
  history.replaceState(null, "", "/en/");
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML = `
    <a href="/fr/" hreflang="fr" data-keep-hash="">FR</a>
    <form><input id="contact-name" name="name"><input id="contact-email" name="email">
    <textarea id="contact-message" name="message"></textarea></form>`;
  prerendering = false;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  scrolledTo = [];
  window.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options)) as typeof scrollTo;
  // jsdom lays nothing out: what is at a point, and boxes, are set per test.
  document.elementFromPoint = () => null;
  document.documentElement.style.scrollPaddingTop = "80px";
});

/** Gives `element` a box on screen (jsdom has none), `top` from the viewport's top. */
function layOut(element: Element, top: number, height: number) {
  const box = { top, height, bottom: top + height, left: 0, right: 400, width: 400, x: 0, y: top };
  element.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
  element.getClientRects = () => [box] as unknown as DOMRectList;
}

describe("leaving for the other language", () => {
  let replaced: string[];
  const location = {
    search: "?from=cv",
    hash: "#showcase",
    replace: (url: string) => void replaced.push(url),
  };
  beforeEach(() => {
    replaced = [];
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2500 });
  });

  it("leaves what the visitor did in sessionStorage and replaces the page by the other one, without the hash", () => {
    restoreDraft({ name: "Ada", email: "ada@example.org", message: "Bonjour" });
    restoreKept({ "tabs:showcase": "stacks" });
    leaveForLanguage("/en/", location);

    expect(replaced).toEqual(["/en/?from=cv"]);
    const saved = JSON.parse(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)!) as SwitchState;
    expect(saved).toMatchObject({
      to: "/en/?from=cv",
      hash: "#showcase",
      scrollY: 2500,
      fields: { name: "Ada", email: "ada@example.org", message: "Bonjour" },
      kept: { "tabs:showcase": "stacks" },
    });
    expect(Math.abs(saved.at - Date.now())).toBeLessThan(1000);
  });

  it("notes where the visitor reads: the element with an id at the reading line, and how far down it", () => {
    document.body.insertAdjacentHTML("beforeend", '<section id="skills"><p>Java</p></section>');
    const section = document.getElementById("skills")!;
    layOut(section, -320, 800);
    document.elementFromPoint = (_x, y) => (y === 80 ? section.firstElementChild : null);
    leaveForLanguage("/en/", location);
    const saved = JSON.parse(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)!) as SwitchState;
    // The line is 80 px below the top, 400 px into the section's 800.
    expect(saved.anchor).toEqual({ id: "skills", offset: 0.5 });
  });

  it("puts the hash in the address when storage is refused", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      leaveForLanguage("/en/", location);
    } finally {
      setItem.mockRestore();
    }
    expect(replaced).toEqual(["/en/?from=cv#showcase"]);
  });
});

describe("the arrival script", () => {
  const leave = (saved: SwitchState) =>
    sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, JSON.stringify(saved));

  it("puts back the hash (no scroll asked of the router), the typed text and the scroll position, once", async () => {
    leave(state());
    await runArrivalScript();

    expect(location.hash).toBe("#contact");
    expect(history.state).toMatchObject({ keepScroll: true });
    expect((document.getElementById("contact-name") as HTMLInputElement).value).toBe(
      "Ada Lovelace",
    );
    expect((document.getElementById("contact-message") as HTMLTextAreaElement).value).toBe("Hello");
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    expect(window.__languageSwitch).toMatchObject({ kept: { "tabs:showcase": "certifications" } });
    // Taken: a reload does not restore it again.
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });

  it("scrolls to the same place of the same element, or of the nearest one shown around it", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<section id="showcase"><div id="panel-stacks" hidden></div></section>',
    );
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
    layOut(document.getElementById("showcase")!, 3000, 1000);
    leave(state({ anchor: { id: "showcase", offset: 0.25 } }));
    await runArrivalScript();
    // 250 px into the section at the reading line, 80 px below the top.
    expect(scrolledTo).toEqual([{ top: 3000 + 250 - 80, behavior: "instant" }]);

    // A panel not shown (its tab is chosen only once React runs): its section's top.
    scrolledTo = [];
    leave(state({ anchor: { id: "panel-stacks", offset: 0.6 } }));
    await runArrivalScript();
    expect(scrolledTo).toEqual([{ top: 3000 - 80, behavior: "instant" }]);
  });

  it("ignores a state left for another page, or too long ago", async () => {
    for (const saved of [
      state({ to: "/en/projects/fleet-app/" }),
      state({ at: Date.now() - LANGUAGE_SWITCH_MAX_AGE_MS - 1 }),
    ]) {
      leave(saved);
      await runArrivalScript();
      expect(window.__languageSwitch).toBeUndefined();
      expect(location.hash).toBe("");
      expect(scrolledTo).toEqual([]);
    }
  });

  it("ignores what is not a state (storage written by something else)", async () => {
    sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, "not json");
    await expect(runArrivalScript()).resolves.toBeUndefined();
    expect(window.__languageSwitch).toBeUndefined();
  });

  it("on a prerendered page, waits until the page is shown: the state exists only from the tap on", async () => {
    prerendering = true;
    await runArrivalScript();
    leave(state());
    expect(window.__languageSwitch).toBeUndefined();

    prerendering = false;
    const popstates: unknown[] = [];
    addEventListener("popstate", (event) => popstates.push(event.state));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(window.__languageSwitch).toMatchObject({ hash: "#contact" });

    // In the frame the page is first shown in.
    expect(scrolledTo).toEqual([]);
    await nextFrame();
    expect(location.hash).toBe("#contact");
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    // React already runs there: the router and the hash listeners hear of the new hash.
    expect(popstates).toEqual([expect.objectContaining({ keepScroll: true })]);
  });
});

describe("the React side of an arrival", () => {
  function Tab() {
    const [tab] = useKeptState("tabs:showcase", "projects");
    return <p>{tab}</p>;
  }

  it("brings the kept choices, the draft, then the place and the focus, once the page is hydrated", () => {
    // The place is asked for once the chosen tab is on the page: it may be the place itself.
    const tabWhenPlaced: string[] = [];
    window.__languageSwitch = {
      ...state(),
      restoreScroll: () => tabWhenPlaced.push(document.querySelector("p")!.textContent!),
    };
    render(
      <>
        <Tab />
        <SwitchArrival />
      </>,
    );
    expect(screen.getByText("certifications")).toBeTruthy();
    expect(tabWhenPlaced).toEqual(["certifications"]);
    expect(currentDraft()).toEqual({ name: "Ada Lovelace", message: "Hello" });
    expect(document.activeElement).toBe(document.querySelector("a[data-keep-hash]"));
    expect(window.__languageSwitch).toBeUndefined();
  });

  it("on a prerendered page, renders them when the page is shown", () => {
    prerendering = true;
    render(
      <>
        <Tab />
        <SwitchArrival />
      </>,
    );
    restoreKept({ "tabs:showcase": "projects" });
    window.__languageSwitch = state({ kept: { "tabs:showcase": "stacks" } });
    act(() => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    });
    expect(screen.getByText("stacks")).toBeTruthy();
  });
});

describe("kept state", () => {
  it("starts with the initial value until one is kept, and follows what a switch brings", () => {
    const { result } = renderHook(() => useKeptState("tabs:test", "a"));
    expect(result.current[0]).toBe("a");
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(keptValues()).toMatchObject({ "tabs:test": "b" });
    act(() => restoreKept({ "tabs:test": "c" }));
    expect(result.current[0]).toBe("c");
  });
});
