/** @jest-environment node */
import { cvProjects } from "../../src/cv/cv-projects";
import { displayAddress } from "../../src/cv/display-address";
import { ownerContentFixture } from "./owner-content-fixture";

describe("cvProjects", () => {
  it("gives each project in the content's order, with its one link written out", () => {
    expect(cvProjects(ownerContentFixture())).toEqual([
      {
        id: "fleet",
        title: "Gestion de flotte",
        period: "2021 – 2023",
        role: "Développeuse principale",
        description: "Suivi des véhicules.",
        technologies: "C# · React",
        link: {
          label: "Étude de cas :",
          href: "https://jane.example.com/portfolio/fr/projets/fleet/",
          text: "jane.example.com/portfolio/fr/projets/fleet",
        },
      },
      {
        id: "budget",
        title: "Suivi budgétaire",
        period: null,
        role: null,
        description: "Des tableaux de bord.",
        technologies: "Angular",
        link: {
          label: "Code :",
          href: "https://github.com/janedoe/budget",
          text: "github.com/janedoe/budget",
        },
      },
      {
        id: "private",
        title: "Outil interne",
        period: null,
        role: null,
        description: "Sans lien public.",
        technologies: "Python",
        link: null,
      },
    ]);
  });

  it("introduces a demo as a demo", () => {
    const content = ownerContentFixture();
    content.projects[1]!.link = { kind: "demo", url: "https://budget.example.com" };
    expect(cvProjects(content)[1]!.link).toEqual({
      label: "Démo :",
      href: "https://budget.example.com",
      text: "budget.example.com",
    });
  });
});

describe("displayAddress", () => {
  it.each([
    ["https://www.linkedin.com/in/jane-doe/", "linkedin.com/in/jane-doe"],
    ["http://example.com/fr/projets/x/", "example.com/fr/projets/x"],
    ["mailto:jane@example.com", "mailto:jane@example.com"],
  ])("writes %s as %s", (url, text) => {
    expect(displayAddress(url)).toBe(text);
  });
});
