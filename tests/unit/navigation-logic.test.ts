import { lastEntered } from "../../src/hooks/use-active-section";
import { caseStudyPath, pathInLanguage } from "../../src/navigation/page-paths";
import { staggerDelay } from "../../src/reveal/stagger";
import { scrollProgress } from "../../src/hooks/use-scroll-progress";
import { tabIndexForKey } from "../../src/hooks/use-tabs";

describe("pathInLanguage", () => {
  it("swaps the language prefix and keeps the rest of the path", () => {
    expect(pathInLanguage("/fr/", "en")).toBe("/en/");
    expect(pathInLanguage("/en/", "fr")).toBe("/fr/");
    expect(pathInLanguage("/fr", "en")).toBe("/en");
    expect(pathInLanguage("/fr/", "fr")).toBe("/fr/");
  });

  it("leads a case study to the same project's case study, in its language's folder", () => {
    expect(caseStudyPath("fr", "fleet-app")).toBe("/fr/projets/fleet-app/");
    expect(caseStudyPath("en", "fleet-app")).toBe("/en/projects/fleet-app/");
    expect(pathInLanguage("/fr/projets/fleet-app/", "en")).toBe("/en/projects/fleet-app/");
    expect(pathInLanguage("/en/projects/fleet-app/", "fr")).toBe("/fr/projets/fleet-app/");
    expect(pathInLanguage("/en/projects/fleet-app", "fr")).toBe("/fr/projets/fleet-app/");
  });

  it("does not touch a path of no language of the site", () => {
    expect(pathInLanguage("/french/", "en")).toBe("/french/");
    expect(pathInLanguage("/de/projekte/x/", "en")).toBe("/de/projekte/x/");
    expect(pathInLanguage("/", "en")).toBe("/");
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
