/** @jest-environment node */
import { ownerContent, type OwnerContentResult } from "../../src/build-output/owner-content";
import { inlineMarkdownText } from "../../src/content/markdown-text";
import { jsonResume } from "../../src/json-resume/json-resume";
import { jsonResumeProblems } from "../json-resume-schema";
import { ENGLISH, FRENCH, GERMAN } from "./language-fixture";

/** The UI strings the owner's files read, as a locale file holds them. */
const strings = {
  experience: { title: "Experience", impact: "Impact:" },
  timeline: { title: "Education" },
  skillsTitle: "Skills",
  skillCategories: { backend: "Backend" },
  portfolio: { tabs: { projects: "Projects", certifications: "Certifications" } },
  about: { description: "An engineer." },
  contact: { links: { linkedin: "LinkedIn", github: "GitHub", gitlab: "GitLab" } },
  shareCard: { caseStudy: "Case study" },
  cv: { caseStudy: "Case study:", demo: "Live demo:", repository: "Source code:" },
};

/** What OWNER_CONTENT_QUERY gives for English: one project of each kind of link. */
const result = (): OwnerContentResult => ({
  siteYaml: {
    name: "Jane Doe",
    jobTitle: "Software engineer",
    tagline: "Reliable apps.",
    location: "Lyon, France",
    email: "jane@example.com",
    siteUrl: "https://jane.example.com",
    portrait: null,
    social: {
      linkedin: "https://www.linkedin.com/in/jane-doe/",
      github: "https://github.com/janedoe",
      gitlab: "https://gitlab.com/jdoe",
    },
  },
  allTimelineYaml: { nodes: [] },
  allExperienceYaml: { nodes: [] },
  allSkillsYaml: { nodes: [{ yamlId: "backend", items: ["Java"] }] },
  allCertificationsYaml: { nodes: [] },
  allProjectsYaml: {
    nodes: [
      {
        yamlId: "fleet-app",
        title: "Fleet management system",
        description: "Vehicles, tracked.",
        technologies: ["C#", "React"],
        repository: "https://github.com/janedoe/fleet",
        demo: "https://fleet.example.com",
        caseStudy: {
          role: "Lead developer",
          period: "2021 – 2023",
          results: [
            {
              figure: "−30%",
              text: ["unplanned ", { tag: "strong", children: ["breakdowns"] }, "."],
            },
            {
              figure: null,
              text: [
                "The ",
                { tag: "a", href: "https://example.com/api", children: ["API"] },
                " documented,",
                { tag: "br" },
                "with the ",
                {
                  tag: "a",
                  project: "booking-app",
                  children: [{ tag: "code", children: ["booking"] }],
                },
                " rules.",
              ],
            },
          ],
        },
      },
      {
        yamlId: "booking-app",
        title: "Booking system",
        description: "Rooms, booked.",
        technologies: ["Java"],
        repository: "https://github.com/janedoe/booking",
        demo: "https://booking.example.com",
        caseStudy: null,
      },
      {
        yamlId: "loi-cadre",
        title: "Budget application",
        description: "Budgets, followed.",
        technologies: ["Angular"],
        repository: "https://github.com/janedoe/budget",
        demo: null,
        caseStudy: null,
      },
      {
        yamlId: "internal",
        title: "Internal tool",
        description: "Not public.",
        technologies: ["Python"],
        repository: null,
        demo: null,
        caseStudy: null,
      },
    ],
  },
  locales: { edges: [{ node: { data: JSON.stringify(strings) } }] },
});

describe("ownerContent: the projects", () => {
  it("links a project to its case study page, else its demo, else its code", () => {
    expect(ownerContent(result(), ENGLISH, "").projects.map((project) => project.link)).toEqual([
      { kind: "caseStudy", url: "https://jane.example.com/en/projects/fleet-app/" },
      { kind: "demo", url: "https://booking.example.com" },
      { kind: "repository", url: "https://github.com/janedoe/budget" },
      null,
    ]);
  });

  it("puts the path prefix and the language's folder in a case study's address", () => {
    const link = (language: typeof ENGLISH, pathPrefix: string) =>
      ownerContent(result(), language, pathPrefix).projects[0]!.link!.url;
    expect(link(ENGLISH, "/portfolio")).toBe(
      "https://jane.example.com/portfolio/en/projects/fleet-app/",
    );
    expect(link(FRENCH, "/portfolio")).toBe(
      "https://jane.example.com/portfolio/fr/projets/fleet-app/",
    );
    expect(link(FRENCH, "")).toBe("https://jane.example.com/fr/projets/fleet-app/");
    expect(link(GERMAN, "")).toBe("https://jane.example.com/de/projekte/fleet-app/");
  });

  it("gives a case study's role, period and results as plain text", () => {
    expect(ownerContent(result(), ENGLISH, "").projects[0]!.caseStudy).toEqual({
      role: "Lead developer",
      period: "2021 – 2023",
      results: [
        { figure: "−30%", text: "unplanned breakdowns." },
        { figure: null, text: "The API documented, with the booking rules." },
      ],
    });
    expect(ownerContent(result(), ENGLISH, "").projects[1]!.caseStudy).toBeNull();
  });

  it("reads the labels of the projects' links and cards from the locale file", () => {
    const { labels } = ownerContent(result(), ENGLISH, "");
    expect(labels.caseStudy).toBe("Case study");
    expect(labels.projectLinks).toEqual({
      caseStudy: "Case study:",
      demo: "Live demo:",
      repository: "Source code:",
    });
  });
});

describe("the JSON Resume's projects, from the query's result", () => {
  it.each([
    ["", "https://jane.example.com/en/projects/fleet-app/"],
    ["/portfolio", "https://jane.example.com/portfolio/en/projects/fleet-app/"],
  ])("with the path prefix %j, link the case study at %s, valid", (pathPrefix, caseStudyUrl) => {
    const resume = jsonResume(ownerContent(result(), ENGLISH, pathPrefix));
    expect(resume.projects.map((project) => project.url)).toEqual([
      caseStudyUrl,
      "https://booking.example.com",
      "https://github.com/janedoe/budget",
      undefined,
    ]);
    expect(resume.projects[0]!.highlights).toEqual([
      "−30% unplanned breakdowns.",
      "The API documented, with the booking rules.",
    ]);
    expect(jsonResumeProblems(resume)).toEqual([]);
  });
});

describe("inlineMarkdownText", () => {
  it("keeps the words of emphasis, code and links, and makes a line break a space", () => {
    expect(
      inlineMarkdownText([
        { tag: "em", children: ["Tests"] },
        " before ",
        { tag: "code", children: ["main"] },
        { tag: "br" },
        "always",
      ]),
    ).toBe("Tests before main always");
    expect(inlineMarkdownText([])).toBe("");
  });
});
