/** @jest-environment node */
import fs from "fs";
import path from "path";
import {
  CONTENT_NODE_TYPES,
  contentNodes,
  nodeChanges,
  type ContentNodes,
} from "../../src/content/content-nodes";
import { readContent } from "../../src/content/validate-content";
import {
  copyContent,
  nodeHelpers as helpers,
  readIn,
  removeCopy,
  replaceIn,
  writeIn,
} from "./content-fixture";

let root: string;
beforeEach(() => {
  root = copyContent();
});
afterEach(() => removeCopy(root));

const nodesOf = (dir: string): ContentNodes => contentNodes(readContent(dir), dir, helpers);
const ids = (nodes: ContentNodes, type: string) => (nodes.get(type) ?? []).map((node) => node.id);

test("makes one node per entry, in the file's order, with the entry's id as yamlId", () => {
  const nodes = nodesOf(root);
  expect([...nodes.keys()]).toEqual(CONTENT_NODE_TYPES);
  const experience = nodes.get("ExperienceYaml") ?? [];
  expect(experience.map((node) => node.yamlId)).toEqual([
    "northwind-bank",
    "contoso-mobility",
    "fabrikam-intern",
  ]);
  expect(experience[0]).toMatchObject({
    parent: null,
    title: {
      fr: "Ingénieure logicielle senior, Northwind Bank",
      en: "Senior software engineer, Northwind Bank",
    },
    internal: { type: "ExperienceYaml" },
  });
  expect(nodes.get("SiteYaml")).toHaveLength(1);
});

test("holds each image as an absolute path to its file, and leaves out fields not written", () => {
  const [first, , intern] = nodesOf(root).get("ExperienceYaml") ?? [];
  expect(first?.logo).toBe(path.join(root, "content/images/logos/northwind.svg"));
  expect(fs.existsSync(first?.logo as string)).toBe(true);
  expect(intern).not.toHaveProperty("logo");
});

test("holds a case study's Markdown as element trees and its screenshots as absolute paths", () => {
  const booking = (nodesOf(root).get("ProjectsYaml") ?? []).find(
    (node) => node.yamlId === "booking-app",
  );
  const caseStudy = booking?.caseStudy as {
    period: string;
    context: Record<string, unknown[]>;
    built: Record<string, unknown[]>;
    results: { figure?: unknown; text: Record<string, unknown[]> }[];
    media: { image: string; alt: Record<string, string> }[];
  };
  expect(caseStudy.period).toBe("2021 – 2022");
  // Two paragraphs in each language, as the YAML has them.
  expect(caseStudy.context.fr?.map((node) => (node as { tag: string }).tag)).toEqual(["p", "p"]);
  expect(caseStudy.built.en?.[1]).toMatchObject({
    tag: "ul",
    children: [
      {
        tag: "li",
        children: [
          { tag: "strong", children: ["Conflicts checked by the database, not only by the code"] },
          ": a booking locks its resource's slots (",
          { tag: "code", children: ["SELECT … FOR UPDATE"] },
          ", InnoDB's ",
          {
            tag: "a",
            href: "https://dev.mysql.com/doc/refman/8.0/en/innodb-locking-reads.html",
            children: ["locking reads"],
          },
          ") in the same transaction as the insert. Two simultaneous requests can no longer both succeed.",
        ],
      },
      expect.anything(),
      expect.anything(),
      expect.anything(),
    ],
  });
  // A result is one paragraph: its content, without a p.
  expect(caseStudy.results[2]).toEqual({
    figure: { fr: "92\u202f%", en: "92%" },
    text: {
      fr: ["des lignes couvertes par les tests, dont toutes les règles de conflit."],
      en: ["of lines covered by tests, every conflict rule included."],
    },
  });
  expect(caseStudy.media.map(({ image }) => image)).toEqual([
    path.join(root, "content/images/case-studies/booking-app-conflict.jpg"),
    path.join(root, "content/images/case-studies/booking-app-phone.jpg"),
  ]);
  expect(caseStudy.media.every(({ image }) => fs.existsSync(image))).toBe(true);
});

test("links a project to another by its id in the tree", () => {
  const fleet = (nodesOf(root).get("ProjectsYaml") ?? []).find(
    (node) => node.yamlId === "fleet-app",
  );
  expect(JSON.stringify((fleet?.caseStudy as { built: unknown }).built)).toContain(
    '{"tag":"a","project":"booking-app","children":["système de réservation"]}',
  );
});

test("makes one Locale node per locale file, its strings as JSON", () => {
  const locales = nodesOf(root).get("Locale") ?? [];
  expect(locales.map(({ language, ns }) => [language, ns])).toEqual([
    ["fr", "translation"],
    ["en", "translation"],
  ]);
  const en = JSON.parse(locales[1]?.data as string) as { experience: { title: string } };
  expect(en.experience.title).toBe(
    JSON.parse(readIn(root, "locales/en/translation.json")).experience.title,
  );
});

describe("a change of the content", () => {
  test("changes nothing when the files are the same", () => {
    const before = nodesOf(root);
    expect(nodeChanges(before, nodesOf(root))).toEqual({ deleted: [], created: [] });
  });

  test("makes every node of a changed collection again, in order, and no other", () => {
    const before = nodesOf(root);
    replaceIn(root, "content/experience.yaml", "year: 2021 – 2023", 'year: "2021"');
    const after = nodesOf(root);
    const { deleted, created } = nodeChanges(before, after);
    // New ids for the whole file: Gatsby lists unsorted nodes in the order they were created.
    expect(deleted.map((node) => node.id)).toEqual(ids(before, "ExperienceYaml"));
    expect(created.map((node) => node.id)).toEqual(ids(after, "ExperienceYaml"));
    expect(created.map((node) => node.yamlId)).toEqual([
      "northwind-bank",
      "contoso-mobility",
      "fabrikam-intern",
    ]);
    expect(created[1]?.year).toBe("2021");
  });

  test("updates the Locale node of a changed locale file, and deletes one whose file is gone", () => {
    writeIn(root, "locales/fr/extra.json", '{ "a": "A" }');
    writeIn(root, "locales/en/extra.json", '{ "a": "A" }');
    const before = nodesOf(root);
    fs.rmSync(path.join(root, "locales/fr/extra.json"));
    fs.rmSync(path.join(root, "locales/en/extra.json"));
    replaceIn(root, "locales/en/translation.json", '"title": "Experience"', '"title": "Work"');
    const after = nodesOf(root);
    const { deleted, created } = nodeChanges(before, after);
    expect(deleted.map((node) => node.id)).toEqual([
      "node Locale fr extra",
      "node Locale en extra",
    ]);
    expect(created.map((node) => node.id)).toEqual(["node Locale en translation"]);
  });
});
