/** @jest-environment node */
import vm from "vm";
import { JSDOM, VirtualConsole } from "jsdom";
import type { PageBundles } from "../../src/bundles/page-bundles";
import { buildInlineScripts } from "../../src/build-output/build-inline-scripts";
import { LANGUAGE_SWITCH_STORAGE_KEY } from "../../src/config/constants";

// The inline scripts as the page renderer gets them (src/build-output/build-inline-scripts.ts):
// each entry of src/before-react/ compiled by esbuild into one script, then run as a
// page runs them, in a document of their own.

const HASH = "0123456789abcdef0123";
const bundles: PageBundles = {
  scripts: [`/webpack-runtime-${HASH}.js`, `/framework-${HASH}.js`, `/app-${HASH}.js`],
  compilationHash: HASH,
  chunkMapping: {
    app: [`/app-${HASH}.js`],
    "component---src-templates-home-page-tsx": [
      `/component---src-templates-home-page-tsx-${HASH}.js`,
    ],
  },
};

const built = buildInlineScripts(bundles);
const scripts = {
  head: built.head,
  "body-end": built.bodyEnd,
  "bundle-preload": built.bundles!.preload,
  "bundle-loader": built.bundles!.loader,
};

describe("each entry", () => {
  it.each(Object.entries(scripts))(
    "%s is one self-contained classic script: it imports, requires and exports nothing",
    (_entry, text) => {
      // A classic script (an inline <script>, not a module) parses.
      expect(() => new vm.Script(text)).not.toThrow();
      expect(text).not.toMatch(/\bimport\b|\bexport\b|\brequire\b/);
      // Its names are its own: one function expression, called at once (after V8's compile
      // hint, where it has one).
      expect(text).toMatch(/^(\/\/# allFunctionsCalledOnLoad\n)?\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    },
  );

  it("only the end-of-body script has every function compiled with it (V8's compile hint)", () => {
    const hinted = Object.entries(scripts)
      .filter(([, text]) => text.startsWith("//# allFunctionsCalledOnLoad\n"))
      .map(([entry]) => entry);
    expect(hinted).toEqual(["body-end"]);
  });

  it("the bundle scripts carry this build's bundles", () => {
    for (const src of bundles.scripts) {
      expect(scripts["bundle-preload"]).toContain(src);
      expect(scripts["bundle-loader"]).toContain(src);
    }
    expect(scripts["bundle-loader"]).toContain(HASH);
    expect(scripts["bundle-loader"]).toContain("component---src-templates-home-page-tsx");
  });

  it("without bundles (the development server), there are no bundle scripts", () => {
    expect(buildInlineScripts().bundles).toBeUndefined();
  });

  it("no value can close the inline script", () => {
    const hostile = buildInlineScripts({
      scripts: ["/a</script>.js"],
      compilationHash: "</SCRIPT><script>alert(1)//",
      chunkMapping: { app: ["/</script>.js"] },
    }).bundles!;
    expect(hostile.preload).not.toMatch(/<\/script/i);
    expect(hostile.loader).not.toMatch(/<\/script/i);
  });
});

describe("run in a page", () => {
  let dom: JSDOM;
  let errors: Error[];
  const root = () => dom.window.document.documentElement;

  /** A page as the server writes it, in the default theme, its inline scripts not run yet. */
  beforeEach(() => {
    errors = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on("jsdomError", (error) => errors.push(error));
    dom = new JSDOM(
      `<!DOCTYPE html><html lang="en" class="dark"><head></head><body>
        <header><a href="/fr/" hreflang="fr" data-language-switch="">FR</a></header>
        <section id="contact"><form><input id="contact-name" name="name">
        <input id="contact-email" name="email">
        <textarea id="contact-message" name="message"></textarea></form></section></body></html>`,
      // pretendToBeVisual: animation frames, which the bundle loader waits for.
      {
        url: "http://localhost/en/",
        runScripts: "outside-only",
        virtualConsole,
        pretendToBeVisual: true,
      },
    );
    // What jsdom has not, and a browser has.
    dom.window.ResizeObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    dom.window.scrollTo = () => {};
  });
  afterEach(() => {
    expect(errors).toEqual([]);
    dom.window.close();
  });

  it("the head's script shows the stored theme and presents the page for its scripts", () => {
    dom.window.localStorage.setItem("theme", "light");
    dom.window.eval(scripts.head);
    expect(root().className).toBe("js");
    expect(root().style.colorScheme).toBe("light");
  });

  it("the head's script falls back when a bundle fails, not when an inline script does", () => {
    dom.window.eval(scripts.head);
    const { ErrorEvent } = dom.window;
    dom.window.dispatchEvent(new ErrorEvent("error", { filename: "http://localhost/en/" }));
    expect(root().classList.contains("js")).toBe(true);
    dom.window.dispatchEvent(
      new ErrorEvent("error", { filename: `http://localhost${bundles.scripts[2]}` }),
    );
    expect(root().classList.contains("js")).toBe(false);
  });

  it("the body's script puts the draft back and arrives from a language switch", () => {
    const { sessionStorage, document, location } = dom.window;
    sessionStorage.setItem("contact-draft", JSON.stringify({ message: "Hello" }));
    sessionStorage.setItem(
      LANGUAGE_SWITCH_STORAGE_KEY,
      JSON.stringify({ to: "/en/", hash: "#contact", scrollY: 0, anchor: null, at: Date.now() }),
    );
    dom.window.eval(scripts.head);
    dom.window.eval(scripts["body-end"]);
    expect((document.getElementById("contact-message") as HTMLTextAreaElement).value).toBe("Hello");
    expect(document.activeElement).toBe(document.querySelector("[data-language-switch]"));
    expect(location.hash).toBe("#contact");
  });

  it("the bundle scripts ask for this build's bundles, then load them after the page's first frame", async () => {
    const { document } = dom.window;
    dom.window.eval(scripts["bundle-preload"]);
    const preloaded = [...document.head.querySelectorAll("link[rel=preload]")];
    expect(preloaded.map((link) => link.getAttribute("href"))).toEqual(bundles.scripts);
    dom.window.eval(scripts["bundle-loader"]);
    const bundleScripts = () => [...document.body.querySelectorAll("script")];
    expect(bundleScripts()).toEqual([]);
    // The page loaded, a frame, then a task: the loader's own wait, step by step.
    if (document.readyState !== "complete") {
      await new Promise((resolve) => dom.window.addEventListener("load", resolve, { once: true }));
    }
    await new Promise((resolve) =>
      dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve)),
    );
    await new Promise((resolve) => dom.window.setTimeout(resolve));
    const loaded = bundleScripts();
    expect(loaded.map((script) => script.getAttribute("src"))).toEqual(bundles.scripts);
    expect(dom.window.___webpackCompilationHash).toBe(HASH);
    expect(JSON.parse(dom.window.___chunkMapping!)).toEqual(bundles.chunkMapping);
  });
});
