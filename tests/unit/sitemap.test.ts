/** @jest-environment node */
import { robotsTxt, sitemapXml, sitePages, type PagePaths } from "../../src/seo/sitemap";

const SITE = "https://example.com";
const HOME: PagePaths = { fr: "/fr/", en: "/en/" };
const FLEET: PagePaths = { fr: "/fr/projets/fleet-app/", en: "/en/projects/fleet-app/" };

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

/** Each <url>'s address and its alternates, [hreflang, href] in order. */
const urls = (xml: string) =>
  xml
    .split("<url>")
    .slice(1)
    .map((url) => ({
      loc: /<loc>(.*?)<\/loc>/.exec(url)?.[1],
      alternates: [...url.matchAll(/hreflang="(.*?)" href="(.*?)"/g)].map((m) => [m[1], m[2]]),
    }));

describe("sitePages", () => {
  it("gives the home page, then each case study, in each language's folder", () => {
    expect(sitePages(["loi-cadre", "fleet-app"])).toEqual([
      HOME,
      { fr: "/fr/projets/loi-cadre/", en: "/en/projects/loi-cadre/" },
      FLEET,
    ]);
    expect(sitePages([])).toEqual([HOME]);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml(SITE, "", [HOME, FLEET]);

  it("lists each page once in each language", () => {
    expect(locs(xml)).toEqual([
      `${SITE}/fr/`,
      `${SITE}/en/`,
      `${SITE}/fr/projets/fleet-app/`,
      `${SITE}/en/projects/fleet-app/`,
    ]);
  });

  it("gives every page the fr, en and x-default (fr) versions of that same page", () => {
    const home = [
      ["fr", `${SITE}/fr/`],
      ["en", `${SITE}/en/`],
      ["x-default", `${SITE}/fr/`],
    ];
    const fleet = [
      ["fr", `${SITE}/fr/projets/fleet-app/`],
      ["en", `${SITE}/en/projects/fleet-app/`],
      ["x-default", `${SITE}/fr/projets/fleet-app/`],
    ];
    expect(urls(xml)).toEqual([
      { loc: `${SITE}/fr/`, alternates: home },
      { loc: `${SITE}/en/`, alternates: home },
      { loc: `${SITE}/fr/projets/fleet-app/`, alternates: fleet },
      { loc: `${SITE}/en/projects/fleet-app/`, alternates: fleet },
    ]);
  });

  it("declares the sitemap and xhtml namespaces", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes the addresses for XML", () => {
    const escaped = sitemapXml(SITE, "/a&b", [HOME]);
    expect(escaped).toContain(`<loc>${SITE}/a&amp;b/fr/</loc>`);
    expect(escaped).toContain(`hreflang="x-default" href="${SITE}/a&amp;b/fr/"`);
    expect(escaped).not.toContain("a&b");
  });
});

describe("under a path prefix (a GitHub Pages project site)", () => {
  it("puts the prefix in every address", () => {
    const xml = sitemapXml(SITE, "/portfolio", sitePages(["fleet-app"]));
    expect(locs(xml)).toEqual([
      `${SITE}/portfolio/fr/`,
      `${SITE}/portfolio/en/`,
      `${SITE}/portfolio/fr/projets/fleet-app/`,
      `${SITE}/portfolio/en/projects/fleet-app/`,
    ]);
    const alternates = urls(xml).flatMap((url) => url.alternates.map(([, href]) => href!));
    expect(alternates).toHaveLength(4 * 3);
    for (const href of alternates) expect(href).toMatch(`${SITE}/portfolio/`);
    expect(robotsTxt(SITE, "/portfolio")).toContain(`Sitemap: ${SITE}/portfolio/sitemap.xml`);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt(SITE, "")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
