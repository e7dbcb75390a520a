// The structural budgets, those that do not depend on the machine's speed: first-load
// JavaScript, the first screen's HTML, the start-up work saved, no third-party request, SEO
// tags, sitemap.xml and robots.txt.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { load } from "js-yaml";
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  measureFirstLoadJs,
} from "../../scripts/lib/first-load-js.mjs";
import {
  FIRST_ROUND_TRIP_BYTES,
  firstScreenHtmlGzipBytes,
} from "../../scripts/lib/first-screen-html.mjs";
import { ENTRY_LOGO_SIZE, STACK_ICON_SIZE } from "../../src/config/constants";
import {
  CASE_STUDY_IDS,
  LANGUAGES,
  caseStudyPagePath,
  scrollToBottom,
  waitForHydration,
  type Language,
  SECOND_LANGUAGE,
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
} from "./fixtures";

/** The site as content editors wrote it in content/site.yaml (the fields the tags use). */
interface SiteYaml {
  name: string;
  portrait?: string;
  jobTitle: Record<Language, string>;
  siteUrl: string;
  social: Record<"linkedin" | "github" | "gitlab", string>;
}
const site = load(readFileSync(join(__dirname, "../../content/site.yaml"), "utf8")) as SiteYaml;
const seoDescription = (language: Language): string =>
  (
    JSON.parse(
      readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"),
    ) as { seo: { description: string } }
  ).seo.description.replace("{{name}}", site.name);

const pageUrl = (language: Language) => `${site.siteUrl}/${language}/`;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

test.describe("first-load JavaScript", () => {
  for (const language of LANGUAGES) {
    test(`/${language}/ loads at most 100 KB of gzipped JavaScript before any interaction`, async ({
      page,
    }) => {
      const { totalGzipBytes, chunks } = await measureFirstLoadJs(page, `/${language}/`);
      const breakdown = chunks.map((chunk) => `${chunk.name}: ${chunk.gzipBytes} B`).join(", ");
      expect(chunks.length, "the page's scripts were seen").toBeGreaterThan(0);
      expect(totalGzipBytes, breakdown).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    });
  }
});

test("a case study loads at most as much JavaScript as the home page", async ({
  browser,
  baseURL,
}) => {
  // Each in a context of its own: nothing cached from the other.
  const firstLoad = async (path: string) => {
    const context = await browser.newContext({ baseURL });
    try {
      return await measureFirstLoadJs(await context.newPage(), path);
    } finally {
      await context.close();
    }
  };
  const home = await firstLoad(`/${SECOND_LANGUAGE}/`);
  const caseStudy = await firstLoad(`${caseStudyPagePath(SECOND_LANGUAGE, "fleet-app")}`);
  const breakdown = caseStudy.chunks
    .map((chunk) => `${chunk.name}: ${chunk.gzipBytes} B`)
    .join(", ");
  expect(caseStudy.chunks.length, "the page's scripts were seen").toBeGreaterThan(0);
  expect(caseStudy.totalGzipBytes, breakdown).toBeLessThanOrEqual(home.totalGzipBytes);
});

test.describe("browser code", () => {
  test("no script of the page, scrolled to the bottom, holds outdent, a build-time helper", async ({
    page,
  }) => {
    const bodies: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    await waitForHydration(page);
    // Any script that would load later (web vitals, the form's sending code) is let in too.
    await scrollToBottom(page);
    const scripts = await Promise.all(bodies);
    expect(scripts.length, "the page's scripts were seen").toBeGreaterThan(3);
    // Its export and its options keep their names through minification
    // (https://github.com/cspotcode/outdent#options).
    const withOutdent = scripts.filter(({ text }) =>
      /\boutdent\b|trimLeadingNewline|trimTrailingNewline/.test(text),
    );
    expect(withOutdent.map(({ url }) => new URL(url).pathname)).toEqual([]);
  });
});

test.describe("first screen", () => {
  for (const path of [
    `/${DEFAULT_LANGUAGE}/`,
    `/${SECOND_LANGUAGE}/`,
    `${caseStudyPagePath(DEFAULT_LANGUAGE, "loi-cadre")}`,
    `${caseStudyPagePath(SECOND_LANGUAGE, "loi-cadre")}`,
  ]) {
    test(`${path} is sent gzipped, its first screen within the first round trip`, async ({
      request,
    }) => {
      const response = await request.get(path, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.headers()["content-encoding"]).toBe("gzip");
      expect(firstScreenHtmlGzipBytes(await response.text())).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP_BYTES,
      );
    });
  }
});

test.describe("start-up work", () => {
  test("the page starts without throwing an error, even one caught", async ({ page }) => {
    // A thrown error costs its stack trace: 3-4 ms of the start-up task for one from outdent.
    const cdp = await page.context().newCDPSession(page);
    const thrown: string[] = [];
    cdp.on("Debugger.paused", ({ data }) => {
      thrown.push(String(data?.description));
      // The page may close before the resume is answered.
      cdp.send("Debugger.resume").catch(() => {});
    });
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.setPauseOnExceptions", { state: "all" });
    await page.goto(`/${DEFAULT_LANGUAGE}/`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(thrown).toEqual([]);
  });

  test.describe("on a 2x screen", () => {
    test.use({ deviceScaleFactor: 2 });
    test("logos and icons are WebP drawn for the screen, not SVG documents", async ({ page }) => {
      // An SVG <img> is a document of its own, parsed and laid out on the main thread.
      await page.goto(`/${DEFAULT_LANGUAGE}/`);
      await waitForHydration(page);
      await page.locator("#tab-stacks").click();
      await scrollToBottom(page);
      // Timeline and experience logos, stack icons.
      const images = page.locator("img:visible");
      // Lazy images load near the viewport: each is brought there, as a visitor scrolling would
      // (a fast scroll on a busy machine can pass one before the browser starts it).
      for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          images.evaluateAll((all) =>
            (all as HTMLImageElement[]).filter((img) => !img.complete).map((img) => img.src),
          ),
        )
        .toEqual([]);
      const sizes = [ENTRY_LOGO_SIZE, STACK_ICON_SIZE];
      const shown = await images.evaluateAll((all) =>
        (all as HTMLImageElement[]).map((img) => ({
          file: new URL(img.currentSrc).pathname.split("/").pop(),
          width: Number(img.getAttribute("width")),
        })),
      );
      expect(shown.filter(({ file }) => file?.endsWith(".svg"))).toEqual([]);
      const logos = shown.filter(({ width }) => sizes.includes(width));
      expect(logos.length).toBeGreaterThanOrEqual(34);
      // Shown n px wide on a 2x screen: the 2n-pixel file.
      for (const { file, width } of logos)
        expect(file).toMatch(new RegExp(`-${2 * width}\\.webp$`));
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every section is laid out: anchors land on their estimated place otherwise", async ({
      page,
    }) => {
      await page.goto(`/${DEFAULT_LANGUAGE}/`);
      const sections = page.locator("main section");
      await expect(sections).toHaveCount(7);
      for (const section of await sections.all()) {
        await expect(section).toHaveCSS("content-visibility", "visible");
      }
    });
  });
});

/** Resolves once no request of the page is in flight. */
function trackRequests(page: Page) {
  const urls: string[] = [];
  const pending = new Set<Request>();
  page.on("request", (request) => {
    urls.push(request.url());
    pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  return { urls, settled: () => expect.poll(() => pending.size).toBe(0) };
}

test.describe("third parties", () => {
  for (const path of [
    `/${DEFAULT_LANGUAGE}/`,
    `/${SECOND_LANGUAGE}/`,
    `${caseStudyPagePath(DEFAULT_LANGUAGE, "booking-app")}`,
    `${caseStudyPagePath(SECOND_LANGUAGE, "booking-app")}`,
  ]) {
    test(`${path} requests nothing from another host while loading and scrolling to the bottom`, async ({
      page,
    }) => {
      const requests = trackRequests(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await scrollToBottom(page);
      await requests.settled();
      const hosts = requests.urls
        .map((url) => new URL(url))
        .filter((url) => url.protocol.startsWith("http"))
        .map((url) => url.hostname);
      expect(hosts.length).toBeGreaterThan(0);
      expect([...new Set(hosts)]).toEqual(["localhost"]);
    });
  }
});

/** The SEO tags of the page's <head>, as a crawler reads them. */
const seoTags = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    const metas = (attribute: "name" | "property", prefix: string) =>
      Object.fromEntries(
        all(`meta[${attribute}^="${prefix}"]`).map((meta) => [
          meta.getAttribute(attribute),
          meta.getAttribute("content"),
        ]),
      );
    return {
      lang: document.documentElement.lang,
      titles: all("title").map((title) => title.textContent),
      descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute("content")),
      canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute("href")),
      alternates: all('link[rel="alternate"][hreflang]').map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
      openGraph: metas("property", "og:"),
      twitter: metas("name", "twitter:"),
      jsonLd: all('script[type="application/ld+json"]').map((script) => script.textContent),
    };
  });

async function expectSeoTags(page: Page, language: Language) {
  const tags = await seoTags(page);
  const description = seoDescription(language);
  expect(tags.lang).toBe(language);
  expect(tags.titles).toHaveLength(1);
  const title = tags.titles[0]!;
  expect(title).toContain(site.name);
  expect(title).toContain(site.jobTitle[language]);
  expect(tags.descriptions).toEqual([description]);
  expect(tags.canonicals).toEqual([pageUrl(language)]);
  expect(tags.alternates).toEqual([
    ...LANGUAGES.map((code) => [code, pageUrl(code)]),
    ["x-default", pageUrl(DEFAULT_LANGUAGE)],
  ]);

  // The share card of the page's own language (made at build time, see owner-files.spec.ts).
  const image = `${site.siteUrl}/share-card-${language}.png`;
  expect(tags.openGraph).toMatchObject({
    "og:type": "profile",
    "og:title": title,
    "og:description": description,
    "og:url": pageUrl(language),
    "og:image": image,
    "og:locale": SITE_LANGUAGES.find(({ code }) => code === language)!.ogLocale,
  });
  expect(tags.twitter).toMatchObject({
    "twitter:card": "summary_large_image",
    "twitter:title": title,
    "twitter:description": description,
    "twitter:image": image,
  });

  expect(tags.jsonLd).toHaveLength(1);
  const person = JSON.parse(tags.jsonLd[0]!);
  expect(person).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${site.siteUrl}/#person`,
    name: site.name,
    jobTitle: site.jobTitle[language],
    // The owner's portrait when the content has one (a file Gatsby publishes under /static/).
    image: site.portrait
      ? expect.stringMatching(
          new RegExp(`^${site.siteUrl}/static/[0-9a-f]+/${site.portrait.split("/").pop()}$`),
        )
      : image,
    worksFor: { "@type": "Organization", name: "Northwind Bank" },
  });
  expect(person.knowsAbout).toEqual(expect.arrayContaining(["Java", "Kubernetes"]));
  expect(person.alumniOf).toContainEqual({
    "@type": "EducationalOrganization",
    name: "Sorbonne Université",
  });
  expect(person.sameAs).toEqual(expect.arrayContaining(Object.values(site.social)));
}

test.describe("SEO tags as served", () => {
  test.use({ javaScriptEnabled: false });
  for (const language of LANGUAGES) {
    test(`/${language}/ has its title, description, canonical, alternates, cards and JSON-LD`, async ({
      page,
    }) => {
      await page.goto(`/${language}/`);
      await expectSeoTags(page, language);
    });
  }
});

test.describe("SEO tags once hydrated", () => {
  for (const language of LANGUAGES) {
    test(`/${language}/ keeps one of each tag, still correct`, async ({ page }) => {
      await page.goto(`/${language}/`, { waitUntil: "networkidle" });
      await expectSeoTags(page, language);
    });
  }
});

test("/sitemap.xml lists every page, home and case studies, each with its language alternates", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const urls = await page.evaluate(
    ({ xml, sitemapNs, xhtmlNs }) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      if (document.getElementsByTagName("parsererror").length > 0) return "not well-formed";
      return [...document.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent,
        alternates: [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => [
          link.getAttribute("rel"),
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      }));
    },
    { xml: await response.text(), sitemapNs: SITEMAP_NS, xhtmlNs: XHTML_NS },
  );
  // Each page in each language, with that page's versions: the home page, then each project
  // that has a case study.
  const pages: ((language: Language) => string)[] = [
    pageUrl,
    ...CASE_STUDY_IDS.map(
      (id) => (language: Language) => `${site.siteUrl}${caseStudyPagePath(language, id)}`,
    ),
  ];
  expect(CASE_STUDY_IDS.length).toBeGreaterThanOrEqual(1);
  expect(urls).toEqual(
    pages.flatMap((url) => {
      const alternates = [
        ["alternate", DEFAULT_LANGUAGE, url(DEFAULT_LANGUAGE)],
        ["alternate", SECOND_LANGUAGE, url(SECOND_LANGUAGE)],
        ["alternate", "x-default", url(DEFAULT_LANGUAGE)],
      ];
      return LANGUAGES.map((language) => ({ loc: url(language), alternates }));
    }),
  );
});

test("/robots.txt lets crawlers in and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots.split("\n")).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});
