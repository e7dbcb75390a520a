// The CV PDFs and share cards made at build time from the content (src/cv, src/share-card).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { load } from "js-yaml";
import { extractLinks, extractText, getDocumentProxy } from "unpdf";
import { UNCONFIGURED_PORT } from "../../playwright.config";
import { ADDED_PROJECT, CHANGED_POSITIONS } from "../../scripts/lib/content-change.mjs";
import { actualTexts, catalogEntry, descendants, pdfTags } from "./pdf-tags";
import {
  CASE_STUDY_IDS,
  LANGUAGES,
  PREFIX_TAG,
  SITE_URL,
  caseStudyPagePath,
  strings,
  test,
  type Language,
  DEFAULT_LANGUAGE,
  inLanguage as testValueIn,
} from "./fixtures";

/** Text of a PDF, its white space collapsed (a long title may wrap onto two lines). */
async function pdfText(bytes: Buffer): Promise<{ text: string; links: string[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const { links } = await extractLinks(pdf);
  return { text: text.replace(/\s+/g, " "), links };
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The bytes of the CV a language's page links to, fetched as a visitor's browser would. */
async function fetchCvBytes(page: Page, request: APIRequestContext, language: Language) {
  const link = page.getByRole("link", { name: strings(language).home.cv });
  const href = (await link.getAttribute("href"))!;
  const response = await request.get(new URL(href, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return { href, bytes: await response.body() };
}

/** The CV a language's page links to, its text and links. */
async function fetchCv(page: Page, request: APIRequestContext, language: Language) {
  const { href, bytes } = await fetchCvBytes(page, request, language);
  return { href, ...(await pdfText(bytes)) };
}

/** A field of content/ in one language: translated (`{ fr, en }`) or the same in both. */
type Translated<T> = T | Record<Language, T>;
const inLanguage = <T>(value: Translated<T> | undefined, language: Language): T | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<Language, T>)[language]
    : (value as T | undefined);

const contentFile = <T>(name: string): T =>
  load(readFileSync(join(__dirname, `../../content/${name}`), "utf8")) as T;

/**
 * The content's sentences the CV sets as paragraphs and list items of their own, as content/
 * writes them: the tagline, each description, highlight and impact (after its label).
 */
function cvSentences(language: Language): string[] {
  type Entry = Record<string, Translated<string | string[]> | undefined>;
  const text = (entry: Entry, field: string) => inLanguage(entry[field], language) as string;
  const site = contentFile<Entry>("site.yaml");
  const experience = contentFile<Entry[]>("experience.yaml");
  const impact = (
    JSON.parse(
      readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"),
    ) as { experience: { impact: string } }
  ).experience.impact;
  return [
    text(site, "tagline"),
    ...experience.flatMap((job) => [
      text(job, "description"),
      ...((inLanguage(job.highlights, language) as string[] | undefined) ?? []),
      ...(job.impact ? [`${impact} ${text(job, "impact")}`] : []),
    ]),
    ...contentFile<Entry[]>("timeline.yaml").flatMap((step) =>
      step.description ? [text(step, "description")] : [],
    ),
    ...contentFile<Entry[]>("projects.yaml").map((project) => text(project, "description")),
  ];
}

const entryTitles = (page: Page, section: string) =>
  page.locator(`#${section} h3`).evaluateAll((titles) => titles.map((t) => t.textContent ?? ""));

test.describe("CV PDFs", () => {
  // Two page loads and two PDFs parsed by pdf.js per test: more than the default 30 s on a
  // loaded 2-core machine.
  test.slow();
  test(
    "each language's CV holds the owner and every title its page shows",
    PREFIX_TAG,
    async ({ page, request, pathPrefix }) => {
      const texts: string[] = [];
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}/`);
        const cv = await fetchCv(page, request, language);
        expect(cv.href).toMatch(
          new RegExp(`^${pathPrefix}/cv/cv-camille-laurent-${language}\\.pdf$`),
        );
        const owner = await page
          .getByRole("heading", { level: 1 })
          .locator("span")
          .first()
          .textContent();
        expect(cv.text).toContain(owner);
        const titles = [
          ...(await entryTitles(page, "experience")),
          ...(await entryTitles(page, "timeline")),
        ];
        expect(titles.length).toBeGreaterThanOrEqual(6);
        for (const title of titles) expect(cv.text).toContain(collapse(title));
        // The e-mail, the site and the profiles are links a reader can click.
        expect(cv.links).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^mailto:/),
            expect.stringContaining(`${pathPrefix}/${language}/`),
            expect.stringContaining("github.com/"),
          ]),
        );
        texts.push(cv.text);
      }
      expect(texts[0]).not.toEqual(texts[1]);
    },
  );

  test(
    "each language's CV names every project, a case study with its page's address as a link",
    PREFIX_TAG,
    async ({ page, request, pathPrefix }) => {
      expect(CASE_STUDY_IDS.length).toBeGreaterThanOrEqual(1);
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}/`);
        const cv = await fetchCv(page, request, language);
        const titles = await page
          .locator("#panel-projects h4")
          .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
        expect(titles.length).toBeGreaterThanOrEqual(4);
        for (const title of titles) expect(cv.text).toContain(collapse(title));
        for (const id of CASE_STUDY_IDS) {
          const address = `${SITE_URL}${pathPrefix}${caseStudyPagePath(language, id)}`;
          // Clickable, and written out for a printed CV (without https:// and the last slash).
          expect(cv.links).toContain(address);
          expect(cv.text).toContain(address.replace(/^https:\/\//, "").replace(/\/$/, ""));
        }
      }
    },
  );

  test(
    "each language's CV is a tagged PDF/UA-1 file: its language, its title, its headings, lists and links in reading order",
    PREFIX_TAG,
    async ({ page, request, pathPrefix }) => {
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}/`);
        const { bytes } = await fetchCvBytes(page, request, language);
        const { info, metadata, root } = pdfTags(bytes);
        expect(info).toMatch(/^Tagged:\s+yes$/m);
        expect(metadata).toContain("<pdfuaid:part>1</pdfuaid:part>");
        expect(catalogEntry(bytes, "Lang")).toBe(language);
        expect(catalogEntry(bytes, "DisplayDocTitle")).toBe("true");
        const owner = await page
          .getByRole("heading", { level: 1 })
          .locator("span")
          .first()
          .textContent();
        expect(info).toMatch(new RegExp(`^Title:\\s+${owner} · CV$`, "m"));

        const elements = descendants(root);
        const texts = (role: string) =>
          elements
            .filter((element) => element.role === role)
            .map((element) => collapse(element.text));
        // The name is the first heading.
        expect(elements.find((element) => /^H\d$/.test(element.role))).toMatchObject({
          role: "H1",
          text: owner,
        });
        // Five sections, the first the page's experience section.
        expect(texts("H2")).toHaveLength(5);
        const experience = await page.locator("#experience h2").first().textContent();
        expect(texts("H2")[0]).toBe(collapse(experience!).toLocaleUpperCase(language));
        // Drawn in capitals, each section's heading is spoken as written (its ActualText).
        const spoken = actualTexts(bytes);
        expect(spoken).toHaveLength(5);
        expect(spoken[0]).toBe(collapse(experience!));
        expect(spoken.map((text) => text.toLocaleUpperCase(language))).toEqual(texts("H2"));
        // Each entry's title, in the page's order: experience, education, then the projects.
        const projects = await page
          .locator("#panel-projects h4")
          .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
        expect(texts("H3")).toEqual(
          [
            ...(await entryTitles(page, "experience")),
            ...(await entryTitles(page, "timeline")),
            ...projects,
          ].map(collapse),
        );
        // The highlights as lists: each item its bullet and its text.
        const lists = elements.filter((element) => element.role === "L");
        expect(lists.length).toBeGreaterThanOrEqual(1);
        for (const item of lists.flatMap((list) => list.children)) {
          expect(item.role).toBe("LI");
          expect(item.children.map((child) => child.role)).toEqual(["Lbl", "LBody"]);
          expect(item.children[1]!.text.trim()).not.toBe("");
        }
        // Each link has its text and its clickable area: the e-mail first, as the page shows it.
        const links = elements.filter((element) => element.role === "Link");
        expect(links.length).toBeGreaterThanOrEqual(5 + CASE_STUDY_IDS.length);
        for (const link of links) {
          expect(link.text.trim()).not.toBe("");
          expect(link.annotations).toBeGreaterThanOrEqual(1);
        }
        expect(collapse(links[0]!.text)).toMatch(/^\S+@\S+$/);
        // A reader of the tags finds words from the spaces the PDF holds: each sentence of the
        // content is a paragraph or list item of the tags, word for word (a line whose spaces
        // shrink to fit once lost them all).
        const paragraphs = elements
          .filter((element) => element.role === "P" || element.role === "LBody")
          .map((element) => collapse(element.text));
        for (const sentence of cvSentences(language))
          expect(paragraphs).toContain(collapse(sentence));
      }
    },
  );

  test("a changed experience title reaches every language's PDF", async ({ page, request }) => {
    const { employer, positions } = CHANGED_POSITIONS;
    for (const language of LANGUAGES) {
      const { shipped, changed } = testValueIn(positions, language);
      await page.goto(`http://localhost:${UNCONFIGURED_PORT}/${language}/`);
      await expect(page.locator("#experience h3").first()).toContainText(changed);
      const cv = await fetchCv(page, request, language);
      expect(cv.text).toContain(`${changed}, ${employer}`);
      expect(cv.text).not.toContain(shipped);
    }
  });
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

test.describe("share cards", () => {
  test(
    "each language's page shares its own 1200x630 card",
    PREFIX_TAG,
    async ({ page, request, pathPrefix }) => {
      const cards: Buffer[] = [];
      for (const language of LANGUAGES) {
        await page.goto(`${pathPrefix}/${language}/`);
        const meta = (name: string) =>
          page.locator(`meta[property="${name}"], meta[name="${name}"]`).getAttribute("content");
        const image = (await meta("og:image"))!;
        expect(image).toMatch(new RegExp(`${pathPrefix}/share-card-${language}\\.png$`));
        expect(await meta("twitter:image")).toBe(image);
        const jobTitle = strings(language).home.title;
        expect(await meta("og:image:alt")).toContain(jobTitle);
        expect(await meta("twitter:image:alt")).toContain(jobTitle);
        // Served by this build under the same path (the absolute address names the public host).
        const response = await request.get(new URL(image).pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        const bytes = await response.body();
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        cards.push(bytes);
      }
      expect(cards[0]!.equals(cards[1]!)).toBe(false);
    },
  );
});

test.describe("case studies' share cards", () => {
  test(
    "each project with a case study has a 1200x630 card per language, each its own",
    PREFIX_TAG,
    async ({ request, pathPrefix }) => {
      expect(CASE_STUDY_IDS.length).toBeGreaterThanOrEqual(1);
      const cards = new Map<string, Buffer>();
      for (const language of LANGUAGES) {
        for (const id of CASE_STUDY_IDS) {
          const response = await request.get(`${pathPrefix}/share-cards/${language}/${id}.png`);
          expect(response.status(), `${language}/${id}`).toBe(200);
          expect(response.headers()["content-type"]).toBe("image/png");
          const bytes = await response.body();
          expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
          cards.set(`${language}/${id}`, bytes);
        }
      }
      // No two alike: each card shows its own project, in its own language.
      const distinct = new Set([...cards.values()].map((bytes) => bytes.toString("base64")));
      expect(distinct.size).toBe(cards.size);
    },
  );

  test("a project without a case study has no card", async ({ request }) => {
    // The unconfigured build's added project, which has none (scripts/lib/content-change.mjs).
    const base = `http://localhost:${UNCONFIGURED_PORT}/share-cards`;
    expect(
      (await request.get(`${base}/${DEFAULT_LANGUAGE}/${CASE_STUDY_IDS[0]}.png`)).status(),
    ).toBe(200);
    expect(
      (await request.get(`${base}/${DEFAULT_LANGUAGE}/${ADDED_PROJECT.id}.png`)).status(),
    ).toBe(404);
  });
});

test("the deploy output holds no source maps or build statistics", () => {
  for (const folder of ["public", "public-unconfigured", "public-prefixed"]) {
    if (!existsSync(folder)) continue;
    const internals = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".map") || /(^|\/)(webpack\.stats|chunk-map)\.json$/.test(file),
    );
    expect(internals, folder).toEqual([]);
  }
});

// An SVG opened on its own is a document of the site's origin: the build publishes one as it is
// only where a page links to it (the favicon, an SVG screenshot); logos and icons are WebP.
test("the deploy output holds no SVG file that no page links to", () => {
  for (const folder of ["public", "public-unconfigured", "public-prefixed"]) {
    if (!existsSync(folder)) continue;
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) =>
      statSync(join(folder, file)).isFile(),
    );
    const pages = files
      .filter((file) => file.endsWith(".html"))
      .map((file) => readFileSync(join(folder, file), "utf8"));
    const svgs = files.filter((file) => file.toLowerCase().endsWith(".svg"));
    // Its path from the site's root, as a link writes it (after the path prefix, if any).
    const linked = (file: string) => pages.some((html) => html.includes(`/${file}`));
    expect(
      svgs.filter((file) => !linked(file)),
      folder,
    ).toEqual([]);
  }
});
