import { cvPath, jsonResumePath } from "../../src/cv/cv-file-name";
import { jsonResume, jsonResumeText } from "../../src/json-resume/json-resume";
import { periodDates } from "../../src/json-resume/period-dates";
import { jsonResumeProblems } from "../json-resume-schema";
import { ownerContentFixture as content } from "./owner-content-fixture";

describe("periodDates", () => {
  it.each([
    ["2019 – 2021", { startDate: "2019", endDate: "2021" }],
    ["2019-2021", { startDate: "2019", endDate: "2021" }],
    ["2023 – present", { startDate: "2023" }],
    ["2023 – aujourd'hui", { startDate: "2023" }],
    ["2021", { startDate: "2021", endDate: "2021" }],
    [" 2021 ", { startDate: "2021", endDate: "2021" }],
    ["Sept. 2020 – juin 2022", { startDate: "2020", endDate: "2022" }],
  ])("%j gives %j", (period, dates) => {
    expect(periodDates(period)).toEqual(dates);
  });

  it.each(["since 2023", "depuis 2023", "en cours", "12345 – 2", ""])(
    "%j says too little: no dates",
    (period) => {
      expect(periodDates(period)).toEqual({});
    },
  );
});

describe("jsonResume", () => {
  it("gives the owner, with the page's address, the About text and every profile", () => {
    expect(jsonResume(content()).basics).toEqual({
      name: "Jane Doe",
      label: "Ingénieure logicielle",
      image: "https://jane.example.com/portfolio/static/0a1b/jane.jpg",
      email: "jane@example.com",
      url: "https://jane.example.com/portfolio/fr/",
      summary: "Ingénieure depuis cinq ans.",
      location: { city: "Lyon, France" },
      profiles: [
        {
          network: "LinkedIn",
          username: "jane-doe",
          url: "https://www.linkedin.com/in/jane-doe/",
        },
        { network: "GitHub", username: "janedoe", url: "https://github.com/janedoe" },
        { network: "GitLab", username: "jdoe", url: "https://gitlab.com/jdoe" },
      ],
    });
  });

  it("leaves the image out when the content has no portrait", () => {
    const resume = jsonResume({ ...content(), portraitUrl: null });
    expect(resume.basics).not.toHaveProperty("image");
  });

  it("splits role and company at the title's last comma, and closes the highlights with the impact", () => {
    expect(jsonResume(content()).work[0]).toEqual({
      name: "Acme",
      position: "Développeuse back-end, puis lead",
      location: "Lyon, France",
      startDate: "2023",
      summary: "La plateforme de paiements.",
      highlights: [
        "Migration vers Kubernetes.",
        "Tests de contrats.",
        "Impact : Incidents réduits de 40 %.",
      ],
      keywords: ["Java", "Kubernetes"],
    });
  });

  it("keeps a title without comma whole, and writes no empty field", () => {
    const freelance = jsonResume(content()).work[1];
    expect(freelance).toEqual({
      position: "Développeuse indépendante",
      location: "Paris, France",
      startDate: "2021",
      endDate: "2023",
      summary: "Des sites pour des associations.",
    });
    const withOrganization = content();
    withOrganization.experience[1]!.organization = "Studio Doe";
    expect(jsonResume(withOrganization).work[1]).toMatchObject({
      name: "Studio Doe",
      position: "Développeuse indépendante",
    });
  });

  it("gives each timeline step as education: school and city, degree, years, description", () => {
    expect(jsonResume(content()).education).toEqual([
      {
        institution: "Université de Lyon, Lyon",
        studyType: "Master Génie logiciel",
        startDate: "2019",
        endDate: "2021",
        summary: "Systèmes distribués.",
      },
      {
        institution: "Lycée du Parc",
        studyType: "Baccalauréat",
        startDate: "2016",
        endDate: "2016",
      },
    ]);
  });

  it("gives the certificates and the skill categories in the content's order", () => {
    const resume = jsonResume(content());
    expect(resume.certificates).toEqual([
      { name: "AWS Cloud Practitioner", issuer: "AWS", url: "https://aws.example.com/c" },
    ]);
    expect(resume.skills).toEqual([
      { name: "Back-end", keywords: ["Spring Boot", "Tests de bout en bout"] },
    ]);
  });

  it("gives a project with a case study its results, period, role and case study page", () => {
    expect(jsonResume(content()).projects[0]).toEqual({
      name: "Gestion de flotte",
      description: "Suivi des véhicules.",
      highlights: ["−30 % de pannes imprévues.", "Une API documentée."],
      keywords: ["C#", "React"],
      startDate: "2021",
      endDate: "2023",
      url: "https://jane.example.com/portfolio/fr/projets/fleet/",
      roles: ["Développeuse principale"],
    });
  });

  it("gives a project without a case study its link if it has one, and nothing made up", () => {
    const [, budget, internal] = jsonResume(content()).projects;
    expect(budget).toEqual({
      name: "Suivi budgétaire",
      description: "Des tableaux de bord.",
      keywords: ["Angular"],
      url: "https://github.com/janedoe/budget",
    });
    expect(internal).toEqual({
      name: "Outil interne",
      description: "Sans lien public.",
      keywords: ["Python"],
    });
  });

  it("gives no dates for a case study whose period says too little", () => {
    const running = content();
    running.projects[0]!.caseStudy!.period = "depuis 2023";
    const project = jsonResume(running).projects[0]!;
    expect(project).not.toHaveProperty("startDate");
    expect(project).not.toHaveProperty("endDate");
  });

  it("names its schema, its own address and its language", () => {
    const resume = jsonResume(content());
    expect(resume.$schema).toBe(
      "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    );
    expect(resume.meta).toEqual({
      canonical: "https://jane.example.com/portfolio/cv/cv-jane-doe-fr.json",
      language: "fr",
    });
  });

  it("is valid against the official JSON Resume schema, with and without the optional fields", () => {
    expect(jsonResumeProblems(jsonResume(content()))).toEqual([]);
    const bare = content();
    bare.portraitUrl = null;
    bare.timeline = bare.timeline.map((step) => ({ ...step, location: null, organization: null }));
    bare.certifications = [];
    bare.projects = [];
    expect(jsonResumeProblems(jsonResume(bare))).toEqual([]);
  });

  it("is written as indented JSON, ending with a newline", () => {
    const text = jsonResumeText(content());
    expect(JSON.parse(text)).toEqual(jsonResume(content()));
    expect(text).toMatch(/^\{\n {2}"\$schema": /);
    expect(text.endsWith("}\n")).toBe(true);
  });
});

describe("the schema validator", () => {
  // The check above would pass on anything if the validator accepted everything.
  it("names what breaks the schema", () => {
    const resume = jsonResume(content());
    const broken = {
      ...resume,
      basics: { ...resume.basics, url: "not an address" },
      work: [{ ...resume.work[0], startDate: "2023 – aujourd'hui" }],
    };
    expect(jsonResumeProblems(broken)).toEqual([
      '/basics/url must match format "uri"',
      expect.stringMatching(/^\/work\/0\/startDate must match pattern/),
    ]);
  });
});

describe("jsonResumePath", () => {
  it("names each language's JSON Resume after the owner, beside the PDF", () => {
    expect(jsonResumePath("Émilie d'Arc", "en")).toBe("/cv/cv-emilie-d-arc-en.json");
    expect(jsonResumePath("Jane Doe", "fr")).toBe(
      cvPath("Jane Doe", "fr").replace(/\.pdf$/, ".json"),
    );
  });
});
