import { pageHydrated } from "../../src/hydration/page-hydrated";
import { isSiteScript } from "../../src/hydration/script-failure";

// The inline script early in every page's <head> (src/before-react/head.ts), run once for
// this file as the page runs it (its listeners stay), each test starting from a
// page presented for its scripts, not yet hydrated, nothing held; then React's side of it,
// pageHydrated (src/hydration/page-hydrated.ts).
let classesAfterHead: string;
beforeAll(() => {
  localStorage.setItem("theme", "light");
  document.documentElement.className = "dark";
  jest.isolateModules(() => jest.requireActual("../../src/before-react/head"));
  classesAfterHead = document.documentElement.className;
});

const root = document.documentElement;
let button: HTMLButtonElement;
/** What the page's own handlers (React's, once it runs) heard. */
let heard: string[];

beforeEach(() => {
  history.replaceState(null, "", "/en/");
  root.className = "js";
  root.removeAttribute("data-hydrated");
  window.__hydrationStarted = undefined;
  window.__earlyClicks!.splice(0);
  document.body.innerHTML =
    '<main data-name="main"><button type="button" data-name="tap">Tap</button><a href="#contact" data-name="link">Contact</a></main>';
  button = document.querySelector("button")!;
  heard = [];
  const main = document.querySelector("main")!;
  for (const type of ["pointerdown", "mousedown", "focusin", "click"]) {
    main.addEventListener(type, (event) =>
      heard.push(`${type} ${(event.target as HTMLElement).dataset.name}`),
    );
  }
});

/** Lets the task pageHydrated replays the held taps in run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const scripted = () => root.classList.contains("js");

/** A tap on `element`, as the browser fires it: whether its default was prevented. */
function tap(element: Element): boolean {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
  }
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(click);
  return click.defaultPrevented;
}

/** A <script> of the page at `src` that fails to load, as the browser reports it. */
function failToLoad(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event("error"));
  script.remove();
}

/** An error thrown by a script at `filename` as it ran, as the browser reports it. */
const throwIn = (filename: string) =>
  window.dispatchEvent(new ErrorEvent("error", { message: "boom", filename }));

describe("before the first paint", () => {
  it("the page shows the stored theme and is presented for its scripts", () => {
    expect(classesAfterHead).toBe("js");
    expect(root.style.colorScheme).toBe("light");
  });
});

describe("taps before React has hydrated the page", () => {
  it("a button's tap reaches no handler of the page: it is held, and clicked again once the page is hydrated", async () => {
    expect(tap(button)).toBe(true);
    expect(heard).toEqual([]);
    expect(window.__earlyClicks).toEqual([button]);

    pageHydrated("/en/");
    expect(root.getAttribute("data-hydrated")).toBe("/en/");
    // Once React has finished committing: the next task.
    expect(heard).toEqual([]);
    await nextTask();
    expect(heard).toEqual(["click tap"]);
    expect(window.__earlyClicks).toEqual([]);
  });

  it("the held buttons are clicked again in the order they were tapped", async () => {
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<button type="button" data-name="second">Second</button>');
    tap(document.querySelector("[data-name=second]")!);
    tap(button);
    pageHydrated("/en/");
    await nextTask();
    expect(heard).toEqual(["click second", "click tap"]);
  });

  it("a link's tap is not held: the browser follows it, without the page's handlers", () => {
    expect(tap(document.querySelector("a")!)).toBe(false);
    expect(heard).toEqual([]);
    expect(window.__earlyClicks).toEqual([]);
  });

  it("once the page is hydrated, taps go to the page's handlers", () => {
    root.setAttribute("data-hydrated", "/en/");
    expect(tap(button)).toBe(false);
    expect(heard).toEqual(["pointerdown tap", "mousedown tap", "click tap"]);
    expect(window.__earlyClicks).toEqual([]);
  });

  it("a tap on what is not a link or a button reaches the page", () => {
    tap(document.querySelector("main")!);
    expect(heard).toEqual(["pointerdown main", "mousedown main", "click main"]);
  });
});

describe("the page's scripts failing before React hydrates the page", () => {
  it("a bundle that does not arrive: the page is shown as without scripts", () => {
    failToLoad("http://localhost/app-1234.js");
    expect(scripted()).toBe(false);
  });

  it("a bundle that throws as it runs: likewise", () => {
    throwIn("http://localhost/framework-1234.js");
    expect(scripted()).toBe(false);
  });

  it("a tap held until then is let through, and taps are no longer held", () => {
    tap(button);
    expect(heard).toEqual([]);
    expect(window.__earlyClicks).toEqual([button]);
    failToLoad("http://localhost/app-1234.js");
    expect(heard).toEqual(["click tap"]);
    expect(window.__earlyClicks).toEqual([]);
    expect(tap(button)).toBe(false);
    expect(heard).toEqual(["click tap", "pointerdown tap", "mousedown tap", "click tap"]);
  });

  it("an error in one of the page's inline scripts (their file name is the page's address) changes nothing", () => {
    throwIn(location.href);
    throwIn("http://localhost/en/?from=cv");
    expect(scripted()).toBe(true);
    expect(tap(button)).toBe(true);
  });

  it("another site's script, a browser extension's, or an error without a file changes nothing", () => {
    failToLoad("https://www.googletagmanager.com/gtag/js");
    failToLoad("https://cdn.example/app.js");
    throwIn("chrome-extension://abcdef/content.js");
    throwIn("");
    expect(scripted()).toBe(true);
    tap(button);
    expect(heard).toEqual([]);
  });

  it("an image or a style sheet failing changes nothing", () => {
    const image = document.createElement("img");
    image.src = "http://localhost/static/logo.png";
    document.body.append(image);
    image.dispatchEvent(new Event("error"));
    expect(scripted()).toBe(true);
  });

  it("once React has started, an error is React's: nothing changes", () => {
    window.__hydrationStarted = true;
    failToLoad("http://localhost/component---src-templates-home-page-tsx-1234.js");
    throwIn("http://localhost/framework-1234.js");
    expect(scripted()).toBe(true);
  });

  it("a page React hydrates after all is presented for its scripts again", () => {
    throwIn("http://localhost/app-1234.js");
    expect(scripted()).toBe(false);
    pageHydrated("/en/");
    expect(scripted()).toBe(true);
    expect(root.getAttribute("data-hydrated")).toBe("/en/");
  });
});

describe("isSiteScript", () => {
  it.each([
    ["a bundle of the site", "http://localhost/app-1234.js"],
    [
      "a chunk under the path prefix, with a query",
      "http://localhost/portfolio/component-5678.js?v=2",
    ],
  ])("%s is", (_name, url) => {
    expect(isSiteScript(url)).toBe(true);
  });

  it.each([
    ["the page's own address (its inline scripts)", "http://localhost/en/"],
    ["the page's address with a hash", "http://localhost/en/#contact"],
    ["another file of the site", "http://localhost/page-data/app-data.json"],
    ["another site's script", "https://cdn.example/app.js"],
    ["the site on another port", "http://localhost:8080/app.js"],
    ["a browser extension's", "chrome-extension://abcdef/content.js"],
    ["a relative address", "app.js"],
    ["an empty file name", ""],
    ["no file name", undefined],
    ["not a string", 42],
  ])("%s is not", (_name, url) => {
    expect(isSiteScript(url)).toBe(false);
  });
});
