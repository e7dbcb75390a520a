import { lastEntered } from "../../src/hooks/use-active-section";
import type { SiteLanguage } from "../../src/content/languages";
import { languageLinks } from "../../src/navigation/language-links";
import { caseStudyPath, homePath } from "../../src/navigation/page-paths";
import { staggerDelay } from "../../src/reveal/stagger";
import { scrollProgress } from "../../src/hooks/use-scroll-progress";
import { tabIndexForKey } from "../../src/hooks/use-tabs";

/** Languages as content/languages.yaml may list them (a made-up registry: the logic's test). */
const language = (code: string, name: string, caseStudiesFolder: string): SiteLanguage => ({
  code,
  name,
  dir: code === "he" ? "rtl" : "ltr",
  caseStudiesFolder,
  ogLocale: `${code}_XX`,
  published: true,
});
const LANGUAGES = [
  language("fr", "Français", "projets"),
  language("pt-BR", "Português (Brasil)", "projetos"),
  language("he", "עברית", "projects"),
];

describe("page paths", () => {
  it("put a case study under its language's folder, named in that language", () => {
    expect(homePath("pt-BR")).toBe("/pt-BR/");
    expect(caseStudyPath(LANGUAGES[0]!, "fleet-app")).toBe("/fr/projets/fleet-app/");
    expect(caseStudyPath(LANGUAGES[1]!, "fleet-app")).toBe("/pt-BR/projetos/fleet-app/");
  });
});

describe("languageLinks", () => {
  it("gives the page in every language, its own included, in the registry's order", () => {
    const links = languageLinks(LANGUAGES, (lang) => caseStudyPath(lang, "x"), "fr");
    expect(links.map(({ code, name, dir, path }) => [code, name, dir, path])).toEqual([
      ["fr", "Français", "ltr", "/fr/projets/x/"],
      ["pt-BR", "Português (Brasil)", "ltr", "/pt-BR/projetos/x/"],
      ["he", "עברית", "rtl", "/he/projects/x/"],
    ]);
  });

  it("names each language in the page's language, for the single link's accessible name", () => {
    expect(languageLinks(LANGUAGES, () => "/", "fr").map(({ label }) => label)).toEqual([
      "français",
      "portugais brésilien",
      "hébreu",
    ]);
    expect(languageLinks(LANGUAGES, () => "/", "pt-BR")[2]!.label).toBe("hebraico");
  });

  it("falls back to the language's own name where the build's ICU knows none", () => {
    const unknown = language("qaa", "Testish", "tests");
    expect(languageLinks([unknown], () => "/", "fr")[0]!.label).toBe("Testish");
  });
});

describe("tabIndexForKey", () => {
  it("moves right and left, wrapping at both ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexForKey("ArrowLeft", 1, 3)).toBe(0);
  });

  it("jumps to the first and last tab with Home and End", () => {
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys", () => {
    expect(tabIndexForKey("Enter", 1, 3)).toBeUndefined();
    expect(tabIndexForKey("ArrowDown", 1, 3)).toBeUndefined();
  });
});

describe("scrollProgress", () => {
  it("is the share of the element above the reference line, clamped to 0..1", () => {
    expect(scrollProgress(500, 1000, 400)).toBe(0);
    expect(scrollProgress(0, 1000, 250)).toBe(0.25);
    expect(scrollProgress(-2000, 1000, 400)).toBe(1);
  });

  it("treats an empty element as complete", () => {
    expect(scrollProgress(100, 0, 50)).toBe(1);
  });
});

describe("staggerDelay", () => {
  it("grows by one step per item up to the cap", () => {
    expect([0, 1, 2, 3, 4].map((index) => staggerDelay(index, { stepMs: 80, maxMs: 280 }))).toEqual(
      [0, 80, 160, 240, 280],
    );
    expect(staggerDelay(10, { stepMs: 100 })).toBe(1000);
  });
});

describe("lastEntered", () => {
  const timeline = { id: "timeline" } as unknown as Element;
  const skills = { id: "skills" } as unknown as Element;
  const showcase = { id: "showcase" } as unknown as Element;
  const entry = (target: Element, isIntersecting: boolean) =>
    ({ target, isIntersecting }) as IntersectionObserverEntry;

  it("takes the section that entered the band last", () => {
    expect(lastEntered([entry(timeline, false), entry(showcase, true)])).toBe(showcase);
  });

  it("skips sections that entered and left again within one batch (a smooth scroll passing)", () => {
    const passing = [
      entry(timeline, true),
      entry(timeline, false),
      entry(skills, true),
      entry(skills, false),
      entry(showcase, true),
    ];
    expect(lastEntered(passing)).toBe(showcase);
    expect(
      lastEntered([entry(timeline, true), entry(showcase, true), entry(showcase, false)]),
    ).toBe(timeline);
  });

  it("gives nothing when every section of the batch has left", () => {
    expect(lastEntered([entry(timeline, true), entry(timeline, false)])).toBeUndefined();
    expect(lastEntered([])).toBeUndefined();
  });
});
