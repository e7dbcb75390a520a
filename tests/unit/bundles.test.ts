import {
  loadBundles,
  preloadBundle,
  preloadBundlesAfterFirstPaint,
  runAfterFirstFrame,
} from "../../src/bundles/load-bundles";
import { fakeFirstPaint } from "./fake-first-paint";
import type { PageBundles } from "../../src/bundles/page-bundles";

// How a built page starts the site's JavaScript (src/bundles/load-bundles.ts), in place of
// Gatsby's `_gatsby-scripts` slice. That their inline scripts carry this build's bundles, and
// that no value can close them, is inline-scripts-build.test.ts's.

const bundles: PageBundles = {
  scripts: ["/portfolio/webpack-runtime-1.js", "/portfolio/framework-2.js", "/portfolio/app-3.js"],
  compilationHash: "abc123",
  chunkMapping: { app: ["/app-3.js"], "component---home": ["/component---home-4.js"] },
};

/** Trusted Types as the browser has them, recording the rules of each policy made. */
function withTrustedTypes(): Record<string, TrustedTypePolicyOptions> {
  const policies: Record<string, TrustedTypePolicyOptions> = {};
  Object.defineProperty(window, "trustedTypes", {
    configurable: true,
    value: {
      createPolicy: (name: string, rules: TrustedTypePolicyOptions) => {
        policies[name] = rules;
        return { createScriptURL: (input: string) => rules.createScriptURL!(input) };
      },
    },
  });
  return policies;
}

/** The frames asked for and not yet run: each test runs them when it says the frame came. */
let frames: FrameRequestCallback[];
const realRequestAnimationFrame = window.requestAnimationFrame;
let readyState: DocumentReadyState;
let prerendering: boolean;

/** The frame asked for runs, then the task it queued. */
async function nextFrame(): Promise<void> {
  for (const callback of frames.splice(0)) callback(performance.now());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const bundleScripts = () =>
  [...document.body.querySelectorAll("script")].map((script) => script.getAttribute("src"));

beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  readyState = "complete";
  prerendering = false;
  jest.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  Object.defineProperty(document, "prerendering", {
    configurable: true,
    get: () => prerendering,
  });
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  delete window.___chunkMapping;
  delete window.___webpackCompilationHash;
});

afterEach(() => {
  window.requestAnimationFrame = realRequestAnimationFrame;
  jest.restoreAllMocks();
});

test("the loader sets Gatsby's two globals at once, and adds each bundle's script, in order, after the first frame", async () => {
  loadBundles(bundles.scripts, bundles.compilationHash, bundles.chunkMapping);
  // The chunk map as the JSON text Gatsby's slice sets, which Gatsby's loader parses.
  expect(window.___chunkMapping).toBe(JSON.stringify(bundles.chunkMapping));
  expect(window.___webpackCompilationHash).toBe("abc123");
  expect(bundleScripts()).toEqual([]);
  await nextFrame();
  expect(bundleScripts()).toEqual(bundles.scripts);
});

test("with Trusted Types, each address goes through the bundle-loader policy, which trusts only these", async () => {
  const policies = withTrustedTypes();
  loadBundles(bundles.scripts, bundles.compilationHash, bundles.chunkMapping);
  expect(Object.keys(policies)).toEqual(["bundle-loader"]);
  const policy = policies["bundle-loader"]!;
  expect(policy.createScriptURL!("/portfolio/app-3.js")).toBe("/portfolio/app-3.js");
  expect(() => policy.createScriptURL!("https://elsewhere.example/app.js")).toThrow(TypeError);
  await nextFrame();
  expect(bundleScripts()).toEqual(bundles.scripts);
});

test("the head script preloads each bundle as a script, at a low priority", () => {
  bundles.scripts.forEach(preloadBundle);
  const links = [...document.head.querySelectorAll("link")];
  expect(
    links.map((link) => [link.rel, link.as, link.getAttribute("href"), link.fetchPriority]),
  ).toEqual(bundles.scripts.map((script) => ["preload", "script", script, "low"]));
});

describe("preloadBundlesAfterFirstPaint", () => {
  const preloaded = () =>
    [...document.head.querySelectorAll("link[rel=preload]")].map((link) =>
      link.getAttribute("href"),
    );
  afterEach(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  test("asks for the bundles once the first contentful frame is painted, not before", () => {
    const { paint } = fakeFirstPaint();
    preloadBundlesAfterFirstPaint(bundles.scripts);
    expect(preloaded()).toEqual([]);
    paint();
    expect(preloaded()).toEqual(bundles.scripts);
  });

  test("a prerendered page, which paints nothing until shown, asks for them at once", () => {
    prerendering = true;
    window.PerformanceObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    preloadBundlesAfterFirstPaint(bundles.scripts);
    expect(preloaded()).toEqual(bundles.scripts);
  });
});

describe("runAfterFirstFrame", () => {
  test("on a page still loading: after the load event, a frame and a task", async () => {
    readyState = "interactive";
    const started = jest.fn();
    runAfterFirstFrame(started);
    await nextFrame();
    expect(started).not.toHaveBeenCalled();
    readyState = "complete";
    dispatchEvent(new Event("load"));
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    // The frame's callback runs before it is painted: the start comes in a task after it.
    expect(started).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveBeenCalledTimes(1);
  });

  test("on a prerendered page: nothing until it is shown, then after its first frame there", async () => {
    prerendering = true;
    const started = jest.fn();
    runAfterFirstFrame(started);
    await nextFrame();
    expect(started).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
    prerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(started).not.toHaveBeenCalled();
    await nextFrame();
    expect(started).toHaveBeenCalledTimes(1);
    // Shown once: a second event starts nothing more.
    document.dispatchEvent(new Event("prerenderingchange"));
    await nextFrame();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
