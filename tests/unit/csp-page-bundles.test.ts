import {
  bundleLoaderScript,
  bundlePreloadScript,
  type PageBundles,
} from "../../src/csp/page-bundles";

const bundles: PageBundles = {
  scripts: ["/portfolio/webpack-runtime-1.js", "/portfolio/framework-2.js", "/portfolio/app-3.js"],
  compilationHash: "abc123",
  chunkMapping: { app: ["/app-3.js"], "component---home": ["/component---home-4.js"] },
};

interface Policy {
  createScriptURL: (url: string) => string;
}
/** The window the scripts run in, with a Trusted Types factory that records the policies made. */
type TestWindow = Window & {
  trustedTypes?: { createPolicy: (name: string, rules: Policy) => Policy };
  ___chunkMapping?: unknown;
  ___webpackCompilationHash?: unknown;
};
const testWindow = window as TestWindow;

/** Runs an inline script's text as the page would (indirect eval: global scope). */
const run = (script: string) => (0, eval)(script);

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete testWindow.trustedTypes;
});

test("the loader sets Gatsby's two globals and adds each bundle's script, in order", () => {
  run(bundleLoaderScript(bundles));
  expect(testWindow.___chunkMapping).toBe(JSON.stringify(bundles.chunkMapping));
  expect(testWindow.___webpackCompilationHash).toBe("abc123");
  const scripts = [...document.body.querySelectorAll("script")];
  expect(scripts.map((script) => script.getAttribute("src"))).toEqual(bundles.scripts);
});

test("with Trusted Types, each address goes through the bundle-loader policy, which trusts only these", () => {
  const policies: Record<string, Policy> = {};
  testWindow.trustedTypes = {
    createPolicy: (name, rules) => (policies[name] = rules),
  };
  run(bundleLoaderScript(bundles));
  expect(Object.keys(policies)).toEqual(["bundle-loader"]);
  const policy = policies["bundle-loader"]!;
  expect(policy.createScriptURL("/portfolio/app-3.js")).toBe("/portfolio/app-3.js");
  expect(() => policy.createScriptURL("https://elsewhere.example/app.js")).toThrow(TypeError);
  expect(document.body.querySelectorAll("script")).toHaveLength(3);
});

test("no value can close the inline script", () => {
  const hostile = { ...bundles, compilationHash: "</script><script>alert(1)//" };
  expect(bundleLoaderScript(hostile)).not.toContain("</script");
  expect(bundlePreloadScript({ ...bundles, scripts: ["/a</script>.js"] })).not.toContain(
    "</script",
  );
});

test("the head script preloads each bundle as a script", () => {
  run(bundlePreloadScript(bundles));
  const links = [...document.head.querySelectorAll("link")];
  expect(links.map((link) => [link.rel, link.as, link.getAttribute("href")])).toEqual(
    bundles.scripts.map((script) => ["preload", "script", script]),
  );
});
