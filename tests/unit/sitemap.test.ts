/** @jest-environment node */
import { robotsTxt, sitemapXml } from "../../src/seo/sitemap";

const SITE = "https://example.com";

describe("sitemapXml", () => {
  const xml = sitemapXml(SITE, "", ["fr", "en"]);

  it("lists each language page once", () => {
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/fr/`,
      `${SITE}/en/`,
    ]);
  });

  it("gives every page the fr, en and x-default (fr) alternates", () => {
    const urls = xml.split("<url>").slice(1);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const alternates = [...url.matchAll(/hreflang="(.*?)" href="(.*?)"/g)].map((m) => [
        m[1],
        m[2],
      ]);
      expect(alternates).toEqual([
        ["fr", `${SITE}/fr/`],
        ["en", `${SITE}/en/`],
        ["x-default", `${SITE}/fr/`],
      ]);
    }
  });

  it("declares the sitemap and xhtml namespaces", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes the address for XML", () => {
    expect(sitemapXml("https://example.com", "/a&b", ["fr"])).toContain(
      "<loc>https://example.com/a&amp;b/fr/</loc>",
    );
  });
});

describe("under a path prefix (a GitHub Pages project site)", () => {
  it("puts the prefix in every address", () => {
    const xml = sitemapXml(SITE, "/portfolio", ["fr", "en"]);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${SITE}/portfolio/fr/`,
      `${SITE}/portfolio/en/`,
    ]);
    expect(xml).toContain(`hreflang="x-default" href="${SITE}/portfolio/fr/"`);
    expect(robotsTxt(SITE, "/portfolio")).toContain(`Sitemap: ${SITE}/portfolio/sitemap.xml`);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt(SITE, "")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
