/** @jest-environment node */
import { cvStructure, type CvBlock, type CvText, type CvTree } from "../../src/cv/cv-structure";
import { ownerContentFixture } from "./owner-content-fixture";

const words = (text: CvText) =>
  text.runs.map((run) => (run.link ? `[${run.text}](${run.link})` : run.text)).join("");

/** The tree as a reader of its tags meets it: one line per element, in reading order. */
function outline(tree: CvTree): string[] {
  const block = (item: CvBlock): string[] => {
    if (item.tag === "L") return ["L", ...item.items.map((text) => `  LI • ${text}`)];
    if (item.tag === "Row") return [item.start, ...(item.end ? [item.end] : [])].flatMap(block);
    return [`${item.tag} ${words(item)}`];
  };
  return [
    ...tree.header.blocks.flatMap(block),
    ...tree.sections.flatMap((section) => [
      "Sect",
      ...block(section.title),
      ...section.groups.flatMap((group) => group.blocks).flatMap(block),
    ]),
  ];
}

describe("cvStructure", () => {
  it("tags the CV in reading order: the name, each section, each entry, lists and links", () => {
    expect(outline(cvStructure(ownerContentFixture()))).toEqual([
      "H1 Jane Doe",
      "P Ingénieure logicielle",
      "P Des applications fiables.",
      "P Lyon, France[jane@example.com](mailto:jane@example.com)" +
        "[jane.example.com/portfolio/fr](https://jane.example.com/portfolio/fr/)" +
        "[linkedin.com/in/jane-doe](https://www.linkedin.com/in/jane-doe/)" +
        "[github.com/janedoe](https://github.com/janedoe)" +
        "[gitlab.com/jdoe](https://gitlab.com/jdoe)",
      "Sect",
      "H2 Expérience",
      "H3 Développeuse back-end, puis lead, Acme",
      "P 2023 – aujourd'hui",
      "P Lyon, France",
      "P La plateforme de paiements.",
      "L",
      "  LI • Migration vers Kubernetes.",
      "  LI • Tests de contrats.",
      "P Impact : Incidents réduits de 40 %.",
      "H3 Développeuse indépendante",
      "P 2021 – 2023",
      "P Paris, France",
      "P Des sites pour des associations.",
      "Sect",
      "H2 Parcours académique",
      "H3 Master Génie logiciel",
      "P 2019 – 2021",
      "P Université de Lyon, Lyon",
      "P Systèmes distribués.",
      "H3 Baccalauréat",
      "P 2016",
      "Sect",
      "H2 Compétences",
      "P Back-end",
      "P Spring Boot, Tests de bout en bout",
      "Sect",
      "H2 Certifications",
      "P [AWS Cloud Practitioner](https://aws.example.com/c) · AWS",
      "Sect",
      "H2 Projets",
      "H3 Gestion de flotte",
      "P 2021 – 2023",
      "P Développeuse principale",
      "P Suivi des véhicules.",
      "P C# · React",
      "P Étude de cas : [jane.example.com/portfolio/fr/projets/fleet](https://jane.example.com/portfolio/fr/projets/fleet/)",
      "H3 Suivi budgétaire",
      "P Des tableaux de bord.",
      "P Angular",
      "P Code : [github.com/janedoe/budget](https://github.com/janedoe/budget)",
      "H3 Outil interne",
      "P Sans lien public.",
      "P Python",
    ]);
  });

  it("gives the document its language, and a title naming the owner", () => {
    const english = { ...ownerContentFixture(), language: "en" as const };
    expect(cvStructure(english)).toMatchObject({
      language: "en",
      title: "Jane Doe · CV",
      author: "Jane Doe",
      subject: "Ingénieure logicielle",
    });
  });

  it("keeps each entry, skill and certification together, a section's title with the first", () => {
    const { sections } = cvStructure(ownerContentFixture());
    expect(sections.map((section) => section.groups.length)).toEqual([2, 2, 1, 1, 3]);
    // Each entry's group starts with its title, on the row of its period.
    expect(sections[0]!.groups[0]!.blocks[0]).toMatchObject({
      tag: "Row",
      layout: "spread",
      start: { tag: "H3" },
      end: { tag: "P", style: "entryYear" },
    });
  });

  it("sets strong words and links apart, for the look and for the Link tags", () => {
    const projects = cvStructure(ownerContentFixture()).sections[4]!;
    const link = projects.groups[0]!.blocks.at(-1) as CvText;
    expect(link.runs).toEqual([
      { text: "Étude de cas : ", strong: true },
      {
        text: "jane.example.com/portfolio/fr/projets/fleet",
        link: "https://jane.example.com/portfolio/fr/projets/fleet/",
      },
    ]);
  });

  it("says where each entry comes from and which field each of its texts shows, for a message naming them", () => {
    const { header, sections } = cvStructure({ ...ownerContentFixture(), language: "en" });
    expect(header.source).toEqual({ file: "content/site.yaml" });
    const [experience, education, skills, certifications, projects] = sections;
    expect(experience!.groups.map((group) => group.source)).toEqual([
      { file: "content/experience.yaml", entry: 'entry "acme"' },
      { file: "content/experience.yaml", entry: 'entry "freelance"' },
    ]);
    const fields = (group: { blocks: CvBlock[] }) =>
      group.blocks.flatMap((item) =>
        item.tag === "Row" ? [item.start.field, item.end?.field] : [item.field],
      );
    expect(fields(experience!.groups[0]!)).toEqual([
      "title.en",
      "year",
      "location.en",
      "description.en",
      "highlights.en",
      "impact.en",
    ]);
    expect(education!.groups[0]!.source.entry).toBe('entry "master"');
    expect(fields(skills!.groups[0]!)).toEqual([undefined, "items"]);
    expect(certifications!.groups[0]!.source.file).toBe("content/certifications.yaml");
    expect(fields(projects!.groups[0]!)).toEqual([
      "title.en",
      "caseStudy.period",
      "caseStudy.role.en",
      "description.en",
      "technologies",
      undefined,
    ]);
  });
});
