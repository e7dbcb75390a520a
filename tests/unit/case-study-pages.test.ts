/** @jest-environment node */
import { caseStudyNeighbours } from "../../src/case-study/case-study-neighbours";
import { projectHref } from "../../src/case-study/project-href";
import { creativeWorkJsonLd } from "../../src/seo/creative-work-json-ld";

const projects = [
  { yamlId: "loi-cadre", title: "Budget", caseStudy: { period: "2022" } },
  { yamlId: "no-study", title: "Without", caseStudy: null },
  { yamlId: "booking-app", title: "Booking", caseStudy: { period: "2021" } },
  { yamlId: "fleet-app", title: "Fleet", caseStudy: { period: "2024" } },
];

describe("caseStudyNeighbours", () => {
  it("skips projects without a case study, in the file's order", () => {
    const { previous, next } = caseStudyNeighbours(projects, "booking-app");
    expect(previous?.yamlId).toBe("loi-cadre");
    expect(next?.yamlId).toBe("fleet-app");
  });

  it("gives the first no previous and the last no next", () => {
    expect(caseStudyNeighbours(projects, "loi-cadre")).toEqual({
      previous: undefined,
      next: projects[2],
    });
    expect(caseStudyNeighbours(projects, "fleet-app")).toEqual({
      previous: projects[2],
      next: undefined,
    });
  });

  it("gives nothing for a project without a case study", () => {
    expect(caseStudyNeighbours(projects, "no-study")).toEqual({});
  });
});

describe("projectHref", () => {
  it("leads to the case study in the page's language, else to the card on the home page", () => {
    const fr = projectHref(projects, { code: "fr", caseStudiesFolder: "projets" });
    expect(fr("fleet-app")).toBe("/fr/projets/fleet-app/");
    expect(fr("no-study")).toBe("/fr/#no-study");
    const en = projectHref(projects, { code: "en", caseStudiesFolder: "projects" });
    expect(en("fleet-app")).toBe("/en/projects/fleet-app/");
  });
});

describe("creativeWorkJsonLd", () => {
  const facts = {
    name: "Fleet management system",
    description: "Real-time vehicle tracking.",
    url: "https://camille.dev/en/projects/fleet-app/",
    language: "en",
    imageUrl: "https://camille.dev/share-cards/en/fleet-app.png",
    technologies: ["C#", ".NET"],
    author: { name: "Camille Laurent", homeUrl: "https://camille.dev/" },
  };

  it("is source code when the project links its repository, the owner its author by @id", () => {
    expect(
      creativeWorkJsonLd({ ...facts, repository: "https://github.com/c/fleet", demo: null }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "SoftwareSourceCode",
      name: "Fleet management system",
      description: "Real-time vehicle tracking.",
      url: "https://camille.dev/en/projects/fleet-app/",
      inLanguage: "en",
      image: "https://camille.dev/share-cards/en/fleet-app.png",
      keywords: "C#, .NET",
      codeRepository: "https://github.com/c/fleet",
      author: {
        "@type": "Person",
        "@id": "https://camille.dev/#person",
        name: "Camille Laurent",
        url: "https://camille.dev/",
      },
    });
  });

  it("is a creative work otherwise, its live demo as sameAs", () => {
    const work = creativeWorkJsonLd({ ...facts, demo: "https://fleet.camille.dev" });
    expect(work).toMatchObject({ "@type": "CreativeWork", sameAs: "https://fleet.camille.dev" });
    expect(work).not.toHaveProperty("codeRepository");
  });
});
