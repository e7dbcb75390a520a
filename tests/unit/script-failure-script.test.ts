import { earlyInputScript } from "../../src/hydration/early-input-script";
import { scriptFailureScript } from "../../src/hydration/script-failure-script";
import { themeInitScript } from "../../src/theme/theme-script";

// The head scripts as the page runs them, once for this file (their listeners stay), each test
// starting from a page presented for its scripts, not yet hydrated, nothing held.
beforeAll(() => {
  for (const script of [themeInitScript, earlyInputScript, scriptFailureScript]) {
    new Function(script)();
  }
});

let button: HTMLButtonElement;
let clicks: number;
beforeEach(() => {
  const root = document.documentElement;
  root.className = "js dark";
  root.removeAttribute("data-hydrated");
  window.__hydrationStarted = undefined;
  window.__earlyClicks!.splice(0);
  document.body.innerHTML = '<main><button type="button">Tap</button></main>';
  button = document.querySelector("button")!;
  clicks = 0;
  button.addEventListener("click", () => (clicks += 1));
});

const scripted = () => document.documentElement.classList.contains("js");

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
    button.click();
    expect(clicks).toBe(0);
    expect(window.__earlyClicks).toEqual([button]);
    failToLoad("http://localhost/app-1234.js");
    expect(clicks).toBe(1);
    expect(window.__earlyClicks).toEqual([]);
    button.click();
    expect(clicks).toBe(2);
  });

  it("another site's script, or a browser extension's, failing changes nothing", () => {
    failToLoad("https://www.googletagmanager.com/gtag/js");
    throwIn("chrome-extension://abcdef/content.js");
    throwIn("");
    expect(scripted()).toBe(true);
    button.click();
    expect(clicks).toBe(0);
  });

  it("once React has started, an error is React's: nothing changes", () => {
    window.__hydrationStarted = true;
    failToLoad("http://localhost/component---src-templates-home-page-tsx-1234.js");
    throwIn("http://localhost/framework-1234.js");
    expect(scripted()).toBe(true);
  });
});
