/** @jest-environment node */
import { robotsTxt, sitemapXml, sitePages, type PagePaths } from "../../src/seo/sitemap";
import { THREE_LANGUAGES } from "./language-fixture";

const SITE = "https://example.com";
const [HOME, FLEET] = sitePages(["fleet-app"]) as [PagePaths, PagePaths];
/** A page's path in each language of the made-up registry. */
const paths = (page: PagePaths) => THREE_LANGUAGES.map((language) => page(language));

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
    expect(sitePages(["loi-cadre", "fleet-app"]).map(paths)).toEqual([
      ["/fr/", "/en/", "/de/"],
      ["/fr/projets/loi-cadre/", "/en/projects/loi-cadre/", "/de/projekte/loi-cadre/"],
      ["/fr/projets/fleet-app/", "/en/projects/fleet-app/", "/de/projekte/fleet-app/"],
    ]);
    expect(sitePages([]).map(paths)).toEqual([["/fr/", "/en/", "/de/"]]);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml(SITE, "", [HOME, FLEET], THREE_LANGUAGES);

  it("lists each page once in each language", () => {
    expect(locs(xml)).toEqual([
      `${SITE}/fr/`,
      `${SITE}/en/`,
      `${SITE}/de/`,
      `${SITE}/fr/projets/fleet-app/`,
      `${SITE}/en/projects/fleet-app/`,
      `${SITE}/de/projekte/fleet-app/`,
    ]);
  });

  it("gives every page every language's version of that same page, and x-default (the first)", () => {
    const home = [
      ["fr", `${SITE}/fr/`],
      ["en", `${SITE}/en/`],
      ["de", `${SITE}/de/`],
      ["x-default", `${SITE}/fr/`],
    ];
    const fleet = [
      ["fr", `${SITE}/fr/projets/fleet-app/`],
      ["en", `${SITE}/en/projects/fleet-app/`],
      ["de", `${SITE}/de/projekte/fleet-app/`],
      ["x-default", `${SITE}/fr/projets/fleet-app/`],
    ];
    expect(urls(xml)).toEqual([
      { loc: `${SITE}/fr/`, alternates: home },
      { loc: `${SITE}/en/`, alternates: home },
      { loc: `${SITE}/de/`, alternates: home },
      { loc: `${SITE}/fr/projets/fleet-app/`, alternates: fleet },
      { loc: `${SITE}/en/projects/fleet-app/`, alternates: fleet },
      { loc: `${SITE}/de/projekte/fleet-app/`, alternates: fleet },
    ]);
  });

  it("declares the sitemap and xhtml namespaces", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("escapes the addresses for XML", () => {
    const escaped = sitemapXml(SITE, "/a&b", [HOME], THREE_LANGUAGES);
    expect(escaped).toContain(`<loc>${SITE}/a&amp;b/fr/</loc>`);
    expect(escaped).toContain(`hreflang="x-default" href="${SITE}/a&amp;b/fr/"`);
    expect(escaped).not.toContain("a&b");
  });
});

describe("under a path prefix (a GitHub Pages project site)", () => {
  it("puts the prefix in every address", () => {
    const xml = sitemapXml(SITE, "/portfolio", sitePages(["fleet-app"]), THREE_LANGUAGES);
    expect(locs(xml)).toEqual([
      `${SITE}/portfolio/fr/`,
      `${SITE}/portfolio/en/`,
      `${SITE}/portfolio/de/`,
      `${SITE}/portfolio/fr/projets/fleet-app/`,
      `${SITE}/portfolio/en/projects/fleet-app/`,
      `${SITE}/portfolio/de/projekte/fleet-app/`,
    ]);
    const alternates = urls(xml).flatMap((url) => url.alternates.map(([, href]) => href!));
    expect(alternates).toHaveLength(6 * 4);
    for (const href of alternates) expect(href).toMatch(`${SITE}/portfolio/`);
    expect(robotsTxt(SITE, "/portfolio")).toContain(`Sitemap: ${SITE}/portfolio/sitemap.xml`);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler and points to the sitemap", () => {
    expect(robotsTxt(SITE, "")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
