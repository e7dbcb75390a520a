/** @jest-environment node */
import { loadBundlesAfterFirstPaint } from "../../plugins/bundles-after-first-paint/load-bundles-after-first-paint";

const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}</body></html>`;
const tags = BUNDLES.map((src) => `<script src="${src}" async></script>`).join("");

describe("loadBundlesAfterFirstPaint", () => {
  const rewritten = loadBundlesAfterFirstPaint(page(tags));

  it("removes the bundle tags for one inline loader, where they were", () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten.match(/<script>/g)).toHaveLength(1);
    expect(rewritten).toMatch(/<\/script><script>\(function\(\)\{.*\}\)\(\);<\/script><\/body>/);
  });

  it("loads the same bundles, in the same order, once the first contentful paint is seen", () => {
    expect(rewritten).toContain(JSON.stringify(BUNDLES));
    expect(rewritten).toContain('getEntriesByName("first-contentful-paint")');
    expect(rewritten).toContain('observe({type:"paint",buffered:true})');
  });

  it("loads them anyway after a while, when no paint is reported", () => {
    expect(rewritten).toMatch(/setTimeout\(load,\d+\)/);
  });

  it("leaves pages without bundle tags, or already rewritten, unchanged", () => {
    expect(loadBundlesAfterFirstPaint(page(""))).toBe(page(""));
    expect(loadBundlesAfterFirstPaint(rewritten)).toBe(rewritten);
  });

  it("keeps scripts that are not async bundles", () => {
    const module = '<script type="module">void 0</script>';
    expect(loadBundlesAfterFirstPaint(page(module + tags))).toContain(module);
  });
});
