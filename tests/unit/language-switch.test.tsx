import { act, render, renderHook, screen } from "@testing-library/react";
import {
  LANGUAGE_SWITCH_MAX_AGE_MS,
  LANGUAGE_SWITCH_STORAGE_KEY,
} from "../../src/config/constants";
import { useKeptState } from "../../src/hooks/use-kept-state";
import {
  languageSwitchScript,
  type SwitchState,
} from "../../src/language-switch/language-switch-script";

// The language switch's script (src/language-switch/language-switch-script.ts), run in
// jsdom: what it leaves as the visitor leaves, and what it puts back on the page it is for.

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The script, on a page already parsed (jsdom's): it restores in the next frame. */
async function runScript() {
  new Function(languageSwitchScript)();
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
const leave = (saved: SwitchState) =>
  sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, JSON.stringify(saved));
const saved = () => JSON.parse(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)!) as SwitchState;

/** jsdom has neither prerendering nor layout: both are set up per test. */
let prerendering: boolean;
let scrolledTo: ScrollToOptions[];

/** Gives `element` a box on screen (jsdom has none), `top` from the viewport's top. */
function layOut(element: Element, top: number, height: number) {
  const box = { top, height, bottom: top + height, left: 0, right: 400, width: 400, x: 0, y: top };
  element.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
  element.getClientRects = () => [box] as unknown as DOMRectList;
}

beforeEach(async () => {
  sessionStorage.clear();
  delete window.__keptChoices;
  history.replaceState(null, "", "/en/");
  // An earlier test's page still waiting for hydration is done with (its observer, its frame).
  document.documentElement.setAttribute("data-hydrated", "/");
  document.documentElement.removeAttribute("data-hydrated");
  await nextFrame();
  document.documentElement.style.scrollPaddingTop = "80px";
  document.body.innerHTML = `
    <header><a href="/fr/" hreflang="fr" data-language-switch="">FR</a></header>
    <form><input id="contact-name" name="name"><input id="contact-email" name="email">
    <textarea id="contact-message" name="message"></textarea></form>`;
  prerendering = false;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  scrolledTo = [];
  window.scrollTo = ((options: ScrollToOptions) => scrolledTo.push(options)) as typeof scrollTo;
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  document.elementFromPoint = () => null;
});

describe("leaving", () => {
  /** A tap on the language link; jsdom does not navigate, only its default is seen prevented. */
  const tap = (init: MouseEventInit = {}) => {
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
    document.querySelector("a[data-language-switch]")!.dispatchEvent(click);
    return click;
  };

  beforeEach(async () => {
    history.replaceState(null, "", "/en/?from=cv#showcase");
    await runScript();
  });

  it("leaves the hash, the scroll position, the typed text and the kept choices for the other page", () => {
    (document.getElementById("contact-name") as HTMLInputElement).value = "Ada";
    (document.getElementById("contact-message") as HTMLTextAreaElement).value = "Bonjour";
    window.__keptChoices = { "tabs:showcase": "stacks" };
    Object.defineProperty(window, "scrollY", { configurable: true, value: 2500 });

    expect(tap().defaultPrevented).toBe(true);
    expect(saved()).toMatchObject({
      to: "/fr/?from=cv",
      hash: "#showcase",
      scrollY: 2500,
      anchor: null,
      fields: { name: "Ada", email: "", message: "Bonjour" },
      kept: { "tabs:showcase": "stacks" },
    });
    expect(Math.abs(saved().at - Date.now())).toBeLessThan(1000);
  });

  it("notes where the visitor reads: the element with an id at the reading line, and how far down it", () => {
    document.body.insertAdjacentHTML("beforeend", '<section id="skills"><p>Java</p></section>');
    const section = document.getElementById("skills")!;
    layOut(section, -320, 800);
    document.elementFromPoint = (_x, y) => (y === 80 ? section.firstElementChild : null);
    tap();
    // The line is 80 px below the top, 400 px into the section's 800.
    expect(saved().anchor).toEqual({ id: "skills", offset: 0.5 });
  });

  it("leaves a tap that opens the link elsewhere to the browser", () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(tap(init).defaultPrevented).toBe(false);
    }
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });
});

describe("arriving", () => {
  it("puts back the typed text, the reading place, the focus, the hash (no scroll asked of the router) and the kept choices, once", async () => {
    leave(state());
    await runScript();

    expect((document.getElementById("contact-name") as HTMLInputElement).value).toBe(
      "Ada Lovelace",
    );
    expect((document.getElementById("contact-message") as HTMLTextAreaElement).value).toBe("Hello");
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
    expect(document.activeElement).toBe(document.querySelector("a[data-language-switch]"));
    expect(location.hash).toBe("#contact");
    expect(history.state).toMatchObject({ keepScroll: true });
    expect(window.__keptChoices).toEqual({ "tabs:showcase": "certifications" });
    // Taken: a reload is a reload.
    expect(sessionStorage.getItem(LANGUAGE_SWITCH_STORAGE_KEY)).toBeNull();
  });

  it("scrolls to the same place of the same element, or of the nearest one shown around it", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<section id="showcase"><div id="panel-stacks" hidden></div></section>',
    );
    layOut(document.getElementById("showcase")!, 3000, 1000);
    leave(state({ anchor: { id: "showcase", offset: 0.25 } }));
    await runScript();
    // 250 px into the section at the reading line, 80 px below the top.
    expect(scrolledTo).toEqual([{ top: 3000 + 250 - 80, behavior: "instant" }]);

    // A panel not shown (its tab is chosen only once React runs): its section's top.
    scrolledTo = [];
    leave(state({ anchor: { id: "panel-stacks", offset: 0.6 } }));
    await runScript();
    expect(scrolledTo).toEqual([{ top: 3000 - 80, behavior: "instant" }]);
  });

  it("once React has hydrated the page, puts the reading place back again: it may be in the tab just chosen", async () => {
    leave(state());
    await runScript();
    expect(scrolledTo).toHaveLength(1);
    document.documentElement.setAttribute("data-hydrated", "/en/");
    await nextFrame();
    await nextFrame();
    expect(scrolledTo).toHaveLength(2);
  });

  it("ignores a state left for another page, or too long ago, or not a state", async () => {
    for (const left of [
      JSON.stringify(state({ to: "/en/projects/fleet-app/" })),
      JSON.stringify(state({ at: Date.now() - LANGUAGE_SWITCH_MAX_AGE_MS - 1 })),
      "not json",
    ]) {
      sessionStorage.setItem(LANGUAGE_SWITCH_STORAGE_KEY, left);
      await runScript();
      expect(window.__keptChoices).toBeUndefined();
      expect(location.hash).toBe("");
      expect(scrolledTo).toEqual([]);
    }
  });

  it("on a prerendered page, waits until the page is shown: the state exists only from the tap on", async () => {
    prerendering = true;
    await runScript();
    leave(state());
    expect(window.__keptChoices).toBeUndefined();

    prerendering = false;
    document.documentElement.setAttribute("data-hydrated", "/en/");
    const popstates: unknown[] = [];
    addEventListener("popstate", (event) => popstates.push(event.state));
    document.dispatchEvent(new Event("prerenderingchange"));
    // The choices at once, for React to render before the page's first frame...
    expect(window.__keptChoices).toEqual({ "tabs:showcase": "certifications" });
    // ...and the hash, which the router and the hash listeners of the live page hear of.
    expect(location.hash).toBe("#contact");
    expect(popstates).toEqual([expect.objectContaining({ keepScroll: true })]);
    // The place in the frame the page is first shown in.
    expect(scrolledTo).toEqual([]);
    await nextFrame();
    expect(scrolledTo).toEqual([{ top: 1234, behavior: "instant" }]);
  });
});

describe("ready for the way back", () => {
  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("marks the page for the Speculation Rules once it is hydrated, painted and the browser idle", async () => {
    const root = document.documentElement;
    root.removeAttribute("data-prerender-ready");
    // jsdom has neither paint timing nor idle periods: both are handed over by the test.
    let paint: (() => void) | undefined;
    let idle: (() => void) | undefined;
    window.PerformanceObserver = class {
      constructor(
        private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
      ) {}
      observe() {
        paint = () =>
          this.callback({
            getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []),
          });
      }
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    window.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof requestIdleCallback;

    await runScript();
    expect(paint).toBeUndefined();
    root.setAttribute("data-hydrated", "/en/");
    await nextFrame();
    paint!();
    expect(root.hasAttribute("data-prerender-ready")).toBe(false);
    idle!();
    expect(root.hasAttribute("data-prerender-ready")).toBe(true);
  });
});

describe("kept choices", () => {
  function Tab() {
    const [tab] = useKeptState("tabs:showcase", "projects");
    return <p>{tab}</p>;
  }

  it("start with the initial value until one is kept, and are shared by key", () => {
    const { result } = renderHook(() => useKeptState("tabs:test", "a"));
    expect(result.current[0]).toBe("a");
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(window.__keptChoices).toEqual({ "tabs:test": "b" });
  });

  it("follow what a language switch brings to a page React already runs", async () => {
    render(<Tab />);
    expect(screen.getByText("projects")).toBeTruthy();
    leave(state({ kept: { "tabs:showcase": "stacks" } }));
    await act(runScript);
    expect(screen.getByText("stacks")).toBeTruthy();
  });
});
