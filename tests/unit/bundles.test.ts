import { loadBundles, preloadBundle } from "../../src/bundles/load-bundles";
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

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  delete window.___chunkMapping;
  delete window.___webpackCompilationHash;
});

test("the loader sets Gatsby's two globals and adds each bundle's script, in order", () => {
  loadBundles(bundles.scripts, bundles.compilationHash, bundles.chunkMapping);
  // The chunk map as the JSON text Gatsby's slice sets, which Gatsby's loader parses.
  expect(window.___chunkMapping).toBe(JSON.stringify(bundles.chunkMapping));
  expect(window.___webpackCompilationHash).toBe("abc123");
  const scripts = [...document.body.querySelectorAll("script")];
  expect(scripts.map((script) => script.getAttribute("src"))).toEqual(bundles.scripts);
});

test("with Trusted Types, each address goes through the bundle-loader policy, which trusts only these", () => {
  const policies = withTrustedTypes();
  loadBundles(bundles.scripts, bundles.compilationHash, bundles.chunkMapping);
  expect(Object.keys(policies)).toEqual(["bundle-loader"]);
  const policy = policies["bundle-loader"]!;
  expect(policy.createScriptURL!("/portfolio/app-3.js")).toBe("/portfolio/app-3.js");
  expect(() => policy.createScriptURL!("https://elsewhere.example/app.js")).toThrow(TypeError);
  const scripts = [...document.body.querySelectorAll("script")];
  expect(scripts.map((script) => script.getAttribute("src"))).toEqual(bundles.scripts);
});

test("the head script preloads each bundle as a script", () => {
  bundles.scripts.forEach(preloadBundle);
  const links = [...document.head.querySelectorAll("link")];
  expect(links.map((link) => [link.rel, link.as, link.getAttribute("href")])).toEqual(
    bundles.scripts.map((script) => ["preload", "script", script]),
  );
});
