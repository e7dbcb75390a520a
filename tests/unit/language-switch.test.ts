import {
  LANGUAGE_SWITCH_MAX_AGE_MS,
  LANGUAGE_SWITCH_STORAGE_KEY,
} from "../../src/config/constants";
import { leaveFor, startLanguageSwitch } from "../../src/language-switch/language-switch";
import { readingPlace, scrollTopFor } from "../../src/language-switch/reading-place";
import { takeSwitchState, type SwitchState } from "../../src/language-switch/switch-state";
import { fakeFirstPaint } from "./fake-first-paint";
import { freshPageEachTest } from "./fresh-page";

// The language switch (src/language-switch/), run in jsdom: what it leaves as
// the visitor leaves, and what it puts back on the page it is for. Each test is a new page:
// what an earlier test's page listens to is taken off.
freshPageEachTest();

const NOW = 1_800_000_000_000;

const state = (overrides: Partial<SwitchState> = {}): SwitchState => ({
  to: "/en/",
  hash: "#contact",
  scrollY: 1234,
  anchor: null,
  at: NOW - 500,
  ...overrides,
});
const leave = (saved: SwitchState) =>
  sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, JSON.stringify(saved));
const saved = () => JSON.parse(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)!) as SwitchState;
const link = () => document.querySelector<HTMLAnchorElement>("a[data-language-switch]")!;
const root = document.documentElement;

/** Lets the promises and mutation observers waiting on what the test just did run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What jsdom has not, or does not do, set up per test: prerendering, the document's loading,
 * fonts, layout, scrolling, frames, ResizeObserver, navigation to another page.
 */
let prerendering: boolean;
let readyState: DocumentReadyState;
let fontsLoaded: () => void;
let scrolledTo: ScrollToOptions[];
let frames: FrameRequestCallback[];
let replacedWith: string[];

/** The ResizeObservers made, as the browser would call them after a change of layout. */
let resizeObservers: FakeResizeObserver[];
class FakeResizeObserver {
  observed: Element[] = [];
  constructor(private callback: ResizeObserverCallback) {
    resizeObservers.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  /** The page's layout changed the size of what this observes. */
  deliver() {
    if (this.observed.length === 0) return;
    this.callback([], this as unknown as ResizeObserver);
  }
}
/** The page's layout changed: the observers of an element whose size changed are called. */
const layoutChanged = () => resizeObservers.forEach((observer) => observer.deliver());
/** The browser's next frame. */
const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));

/** Gives `element` a box on screen (jsdom has none), `top` from the viewport's top. */
function layOut(element: Element, top: number, height: number) {
  const box = { top, height, bottom: top + height, left: 0, right: 400, width: 400, x: 0, y: top };
  element.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
  element.getClientRects = () => [box] as unknown as DOMRectList;
}

/**
 * The addresses location.replace() was asked for. jsdom does not navigate to another page and
 * its `location` cannot be redefined (its members are unforgeable): the object behind it, to
 * which `location.replace` hands each call, records them instead.
 */
function recordReplacements(): () => void {
  const behind = Object.getOwnPropertySymbols(location)
    .map((symbol) => (location as unknown as Record<symbol, { replace?: unknown }>)[symbol])
    .find((value) => typeof value?.replace === "function");
  if (!behind) throw new Error("jsdom's Location implementation not found");
  behind.replace = (address: string) => replacedWith.push(address);
  return () => delete behind.replace;
}

let stopRecording: () => void;
const realRequestAnimationFrame = window.requestAnimationFrame;

beforeEach(() => {
  jest.spyOn(Date, "now").mockReturnValue(NOW);
  sessionStorage.clear();
  history.replaceState(null, "", "/en/");
  // Presented for its scripts, not hydrated yet, as a page the switch runs on starts.
  root.className = "js";
  root.removeAttribute("data-hydrated");
  root.removeAttribute("data-prerender-ready");
  root.style.scrollPaddingTop = "80px";
  document.body.innerHTML = `
    <header><a href="/fr/" hreflang="fr" data-language-switch=""><span>FR</span></a></header>
    <main><section id="skills"><p>Java</p></section>
    <section id="showcase"><div id="panel-stacks" hidden></div></section>
    <section id="contact"></section></main>`;

  prerendering = false;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  readyState = "complete";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  const fonts = new Promise<void>((resolve) => (fontsLoaded = resolve));
  Object.defineProperty(document, "fonts", { configurable: true, value: { ready: fonts } });
  scrolledTo = [];
  window.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options)) as typeof scrollTo;
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  document.elementFromPoint = () => null;
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  resizeObservers = [];
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  replacedWith = [];
  stopRecording = recordReplacements();
});

afterEach(() => {
  stopRecording();
  jest.restoreAllMocks();
  window.requestAnimationFrame = realRequestAnimationFrame;
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  for (const name of ["prerendering", "readyState", "fonts"]) {
    delete (document as unknown as Record<string, unknown>)[name];
  }
});

describe("leaving", () => {
  /**
   * A tap on the language link: whether the switch took it (its default prevented). jsdom would
   * then follow the link itself: the test does not let it.
   */
  const tap = (init: MouseEventInit = {}) => {
    const target = link().querySelector("span")!;
    let taken: boolean | undefined;
    const see = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    target.addEventListener("click", see, { once: true });
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    return taken;
  };

  beforeEach(() => {
    // A query tags how the visitor came (a newsletter's link), not the page.
    history.replaceState(null, "", "/en/?utm_source=newsletter#showcase");
    startLanguageSwitch();
  });

  it("leaves the hash, the scroll position and when, for the link's page, and replaces this page with it: the query is left behind", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2500 });

    expect(tap()).toBe(true);
    // Only where the visitor was: what they typed and chose lasts the visit on its own.
    expect(saved()).toEqual({
      to: "/fr/",
      hash: "#showcase",
      scrollY: 2500,
      anchor: null,
      at: NOW,
    });
    expect(replacedWith).toEqual(["/fr/"]);
  });

  it("notes where the visitor reads: the element with an id at the reading line, and how far down it", () => {
    const section = document.getElementById("skills")!;
    layOut(section, -320, 800);
    document.elementFromPoint = (_x, y) => (y === 80 ? section.firstElementChild : null);
    tap();
    // The line is 80 px below the top, 400 px into the section's 800.
    expect(saved().anchor).toEqual({ id: "skills", offset: 0.5 });
    expect(readingPlace()).toEqual({ scrollY: 0, anchor: { id: "skills", offset: 0.5 } });
  });

  it("where storage is refused, carries the hash in the address", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    tap();
    expect(replacedWith).toEqual(["/fr/#showcase"]);
  });

  it("leaves a tap that opens the link elsewhere to the browser", () => {
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(tap(init)).toBe(false);
    }
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
    expect(replacedWith).toEqual([]);
  });

  it("leaveFor leaves from any link it is given, to that link's path", () => {
    const other = document.createElement("a");
    other.href = "/fr/projects/fleet-app/?tab=stack#results";
    leaveFor(other);
    expect(saved().to).toBe("/fr/projects/fleet-app/");
    expect(replacedWith).toEqual(["/fr/projects/fleet-app/"]);
  });
});

describe("arriving", () => {
  it("puts back the focus, the reading place and the hash (no scroll asked of the router), once", () => {
    const popstates: unknown[] = [];
    addEventListener("popstate", (event) => popstates.push(event.state));
    leave(state());
    startLanguageSwitch();

    expect(document.activeElement).toBe(link());
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    expect(location.hash).toBe("#contact");
    expect(history.state).toMatchObject({ keepScroll: true });
    // The router and the page's hash listeners hear of it, as of an in-page link followed.
    expect(popstates).toEqual([expect.objectContaining({ keepScroll: true })]);
    // Taken: a reload is a reload.
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
    expect(takeSwitchState()).toBeNull();
  });

  it("puts the focus back on the list's summary, on a page of several languages", () => {
    document.querySelector("header")!.innerHTML = `
      <details class="language-list"><summary>EN</summary><ul>
        <li><a href="/fr/" hreflang="fr" data-language-switch="">Français</a></li>
        <li><span aria-current="true">English</span></li>
      </ul></details>`;
    leave(state());
    startLanguageSwitch();
    expect(document.activeElement).toBe(document.querySelector("summary"));
  });

  it.each([
    // 250 px into the section at the reading line, 80 px below the top.
    ["the same place of the same element", { id: "showcase", offset: 0.25 }, 3000 + 250 - 80],
    // A panel not shown (its tab is chosen only once React runs): its section's top.
    [
      "the top of the nearest element shown around one not shown",
      { id: "panel-stacks", offset: 0.6 },
      3000 - 80,
    ],
    // No longer on the page: where the visitor had scrolled to.
    ["the same scroll position without the element", { id: "gone", offset: 0.5 }, 1234],
  ])("scrolls to %s", (_name, anchor, top) => {
    layOut(document.getElementById("showcase")!, 3000, 1000);
    expect(scrollTopFor(state({ anchor }))).toBe(top);
    leave(state({ anchor }));
    startLanguageSwitch();
    expect(scrolledTo).toEqual([{ top, behavior: "instant" }]);
  });

  it("sets the hash once the page has loaded: until then the browser would scroll to its target", () => {
    readyState = "loading";
    leave(state());
    startLanguageSwitch();
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    expect(location.hash).toBe("");
    readyState = "complete";
    dispatchEvent(new Event("load"));
    expect(location.hash).toBe("#contact");
    expect(history.state).toMatchObject({ keepScroll: true });
  });

  it.each([
    ["left for another page", JSON.stringify(state({ to: "/en/projects/fleet-app/" }))],
    ["not a state", "not json"],
    ["not an object", "42"],
    ["null", "null"],
    ["with a scroll position that is not a number", JSON.stringify({ ...state(), scrollY: "12" })],
    ["with a hash that is not a string", JSON.stringify({ ...state(), hash: 42 })],
    ["with a hash that is not one", JSON.stringify(state({ hash: "javascript:alert(1)" }))],
    ["with a hash of spaces", JSON.stringify(state({ hash: "#java script" }))],
    ["with an empty hash", JSON.stringify(state({ hash: "#" }))],
    ["with an anchor of another shape", JSON.stringify({ ...state(), anchor: { id: 1 } })],
    ["without its time", JSON.stringify({ ...state(), at: undefined })],
  ])("ignores a state %s, and removes it", (_name, left) => {
    sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, left);
    startLanguageSwitch();
    expect(location.hash).toBe("");
    expect(scrolledTo).toEqual([]);
    expect(document.activeElement).not.toBe(link());
    expect(resizeObservers).toEqual([]);
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });

  it.each(["#nowhere", "#%E0%A4%A", "#panel-nowhere"])(
    "arrives, but leaves a hash out of the address that names no place of the page: %s",
    (hash) => {
      leave(state({ hash }));
      startLanguageSwitch();
      expect(document.activeElement).toBe(link());
      expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
      expect(location.hash).toBe("");
      expect(location.pathname).toBe("/en/");
    },
  );

  it("arriving late, lands at the hash's target though the reading place is no longer the visitor's", () => {
    layOut(document.getElementById("contact")!, 5000, 600);
    leave(state({ at: NOW - LANGUAGE_SWITCH_MAX_AGE_MS }));
    startLanguageSwitch();
    // The top of #contact at the reading line, 80 px below the top, not scrollY 1234.
    expect(scrolledTo).toEqual([{ top: 5000 - 80, behavior: "instant" }]);
    expect(location.hash).toBe("#contact");
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });

  it("sets the hash once the page is rendered, where its target is not there before (a page the development server renders)", async () => {
    document.getElementById("contact")!.remove();
    leave(state());
    startLanguageSwitch();
    expect(location.hash).toBe("");
    // React renders the page, with its sections, and marks it hydrated.
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<section id="contact"></section>');
    root.setAttribute("data-hydrated", "/en/");
    await new Promise((resolve) => setTimeout(resolve));
    expect(location.hash).toBe("#contact");
  });

  it("arriving late without a hash, stays at the top", () => {
    leave(state({ hash: "", at: NOW - LANGUAGE_SWITCH_MAX_AGE_MS - 1 }));
    startLanguageSwitch();
    expect(scrolledTo).toEqual([]);
    expect(location.hash).toBe("");
  });

  it("on a prerendered page, waits until the page is shown: the state exists only from the tap on", () => {
    prerendering = true;
    startLanguageSwitch();
    leave(state());
    expect(scrolledTo).toEqual([]);
    expect(location.hash).toBe("");

    prerendering = false;
    const popstates: unknown[] = [];
    addEventListener("popstate", (event) => popstates.push(event.state));
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(document.activeElement).toBe(link());
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    // The hash, which the router and the hash listeners of the live page hear of.
    expect(location.hash).toBe("#contact");
    expect(popstates).toEqual([expect.objectContaining({ keepScroll: true })]);
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });
});

describe("the reading place, held while the layout changes", () => {
  /** Arrives at the middle of #skills, which is 3000 px down for now. */
  function arriveInSkills() {
    layOut(document.getElementById("skills")!, 3000, 1000);
    leave(state({ anchor: { id: "skills", offset: 0.5 } }));
    startLanguageSwitch();
  }
  const tops = () => scrolledTo.map(({ top }) => top);

  it("is put back after each change of the layout, watching the body's size", () => {
    arriveInSkills();
    expect(resizeObservers.map((observer) => observer.observed)).toEqual([[document.body]]);
    expect(tops()).toEqual([3420]);
    // The fonts arrive, React renders the chosen tab: the text above grows.
    layOut(document.getElementById("skills")!, 3600, 1200);
    layoutChanged();
    expect(tops()).toEqual([3420, 4120]);
  });

  it.each(["wheel", "touchstart", "keydown", "mousedown"])(
    "is the visitor's once they move (%s): nothing moves the page any more",
    async (type) => {
      arriveInSkills();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      layOut(document.getElementById("skills")!, 3600, 1200);
      layoutChanged();
      // The layout settles: still nothing.
      root.setAttribute("data-hydrated", "/en/");
      fontsLoaded();
      await flush();
      nextFrame();
      expect(tops()).toEqual([3420]);
    },
  );

  it.each([
    ["React has hydrated the page", () => root.setAttribute("data-hydrated", "/en/")],
    [
      "the page fell back to its presentation without JavaScript",
      () => root.classList.remove("js"),
    ],
  ])(
    "is released once the layout has settled: the page loaded, its fonts, %s, then a frame",
    async (_name, rendered) => {
      readyState = "loading";
      arriveInSkills();
      const section = document.getElementById("skills")!;
      let top = 3000;
      /** The layout changes again: the section moves 100 px down. */
      const moveDown = () => {
        top += 100;
        layOut(section, top, 1000);
        layoutChanged();
      };

      moveDown();
      rendered();
      await flush();
      moveDown();
      readyState = "complete";
      dispatchEvent(new Event("load"));
      await flush();
      moveDown();
      expect(frames).toEqual([]);
      fontsLoaded();
      await flush();
      // Settled: the place once more in the next frame, whatever changed before it.
      expect(frames).toHaveLength(1);
      moveDown();
      layOut(section, 3450, 1000);
      nextFrame();
      expect(tops()).toEqual([3420, 3520, 3620, 3720, 3820, 3870]);
      // Released: the page is the visitor's.
      moveDown();
      expect(tops()).toHaveLength(6);
      expect(resizeObservers[0]!.observed).toEqual([]);
    },
  );

  it("is not released while the fonts are still loading", async () => {
    arriveInSkills();
    root.setAttribute("data-hydrated", "/en/");
    await flush();
    expect(frames).toEqual([]);
    layoutChanged();
    expect(tops()).toEqual([3420, 3420]);
  });
});

describe("ready for the way back", () => {
  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it.each([
    [["en-US", "en"], "immediate", "fr"],
    [["fr-FR", "fr", "en"], "immediate", "fr"],
    [[], "none", undefined],
  ])(
    "marks the page for the Speculation Rules once it is hydrated, painted and the browser idle: a browser naming %j gets %s",
    async (languages, eagerness, target) => {
      jest.spyOn(navigator, "languages", "get").mockReturnValue(languages);
      root.lang = "en";
      // jsdom has neither paint timing nor idle periods: both are handed over by the test.
      const { paint, observing } = fakeFirstPaint();
      let idle: (() => void) | undefined;
      window.requestIdleCallback = ((callback: () => void) => {
        idle = callback;
        return 1;
      }) as typeof requestIdleCallback;

      startLanguageSwitch();
      expect(observing()).toBe(0);
      root.setAttribute("data-hydrated", "/en/");
      await flush();
      paint();
      expect(root.hasAttribute("data-prerender-ready")).toBe(false);
      idle!();
      expect(root.getAttribute("data-prerender-ready")).toBe(eagerness);
      const marked = document.querySelectorAll<HTMLAnchorElement>("a[data-prerender-target]");
      expect([...marked].map((link) => link.hreflang)).toEqual(target ? [target] : []);
    },
  );

  it("marks the link of the language the reader ranks first, on a page of several", async () => {
    document.querySelector("header")!.innerHTML = `
      <details class="language-list"><summary>EN</summary><ul>
        <li><a href="/fr/" hreflang="fr" data-language-switch="">Français</a></li>
        <li><span aria-current="true">English</span></li>
        <li><a href="/de/" hreflang="de" data-language-switch="">Deutsch</a></li>
      </ul></details>`;
    jest.spyOn(navigator, "languages", "get").mockReturnValue(["ja", "de-AT", "fr"]);
    const { paint } = fakeFirstPaint();
    window.requestIdleCallback = ((callback: () => void) => {
      callback();
      return 1;
    }) as typeof requestIdleCallback;
    startLanguageSwitch();
    root.setAttribute("data-hydrated", "/en/");
    await flush();
    paint();
    const marked = document.querySelectorAll<HTMLAnchorElement>("a[data-prerender-target]");
    expect([...marked].map((link) => link.hreflang)).toEqual(["de"]);
    expect(root.getAttribute("data-prerender-ready")).toBe("immediate");
  });
});
