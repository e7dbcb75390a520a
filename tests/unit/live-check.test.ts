/** @jest-environment node */
import { contentNodes, type ContentNode, type NodeRef } from "../../src/content/content-nodes";
import { readContent } from "../../src/content/validate-content";
import { contentCheck, type CheckApi } from "../../src/live-check/live-check";
import { CONTENT_VALID_AGAIN, liveProblemsMessage } from "../../src/live-check/live-messages";
import {
  copyContent,
  nodeHelpers,
  readIn,
  removeCopy,
  replaceIn,
  writeIn,
} from "./content-fixture";

const EXPERIENCE = "content/experience.yaml";
const MISSING_TITLE =
  'content/experience.yaml: entry "northwind-bank" field "title.en": required, missing';

let root: string;
let said: string[];
let published: (readonly string[])[];
let mutations: string[];
let check: () => void;

beforeEach(() => {
  root = copyContent();
  said = [];
  published = [];
  mutations = [];
  // The nodes as sourced at start-up.
  const sourced = contentNodes(readContent(root), root, nodeHelpers);
  const api = {
    ...nodeHelpers,
    getNodesByType: (type: string) => sourced.get(type) ?? [],
    actions: {
      createNode: (node: ContentNode) => mutations.push(`create ${node.internal.type}`),
      deleteNode: (node: NodeRef) => mutations.push(`delete ${node.internal.type}`),
    },
    reporter: {
      warn: (message: string) => said.push(`warn ${message}`),
      success: (message: string) => said.push(`success ${message}`),
    },
  } as unknown as CheckApi;
  check = contentCheck(api, root, (problems) => published.push(problems));
});
afterEach(() => removeCopy(root));

test("a save that breaks the content is said and sent, and changes no node", () => {
  replaceIn(root, EXPERIENCE, "    en: Senior software engineer, Northwind Bank\n", "");
  check();
  expect(said).toEqual([`warn ${liveProblemsMessage([MISSING_TITLE])}`]);
  expect(published).toEqual([[MISSING_TITLE]]);
  expect(mutations).toEqual([]);
});

test("the same problems are said once, however many times the file is saved", () => {
  replaceIn(root, EXPERIENCE, "    en: Senior software engineer, Northwind Bank\n", "");
  check();
  check();
  expect(said).toHaveLength(1);
  expect(published).toHaveLength(1);
});

test("going back to the content as it was clears the problems, with no node to change", () => {
  const text = readIn(root, EXPERIENCE);
  replaceIn(root, EXPERIENCE, "    en: Senior software engineer, Northwind Bank\n", "");
  check();
  writeIn(root, EXPERIENCE, text);
  check();
  expect(published).toEqual([[MISSING_TITLE], []]);
  expect(said.at(-1)).toBe(`success ${CONTENT_VALID_AGAIN}`);
  expect(mutations).toEqual([]);
});

test("the save that fixes it makes the changed collection's nodes again, and says so", () => {
  const text = readIn(root, EXPERIENCE);
  replaceIn(root, EXPERIENCE, "    en: Senior software engineer, Northwind Bank\n", "");
  check();
  writeIn(root, EXPERIENCE, text.replace("Senior software engineer", "Staff software engineer"));
  check();
  expect(said.at(-1)).toBe(`success ${CONTENT_VALID_AGAIN}`);
  expect(published.at(-1)).toEqual([]);
  expect(mutations).toEqual([
    ...Array(3).fill("delete ExperienceYaml"),
    ...Array(3).fill("create ExperienceYaml"),
  ]);
});

test("a valid save that changes nothing does nothing", () => {
  writeIn(root, EXPERIENCE, readIn(root, EXPERIENCE));
  check();
  expect({ said, published, mutations }).toEqual({ said: [], published: [], mutations: [] });
});

test("a case study's unsupported Markdown is said on save, and the projects' nodes are kept", () => {
  const PROJECTS = "content/projects.yaml";
  replaceIn(root, PROJECTS, "**15-minute slots**", "<mark>15-minute slots</mark>");
  check();
  const problems = [
    'content/projects.yaml: entry "booking-app" field "caseStudy.built.en": HTML "<mark>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
    'content/projects.yaml: entry "booking-app" field "caseStudy.built.en": HTML "</mark>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
  ];
  expect(said).toEqual([`warn ${liveProblemsMessage(problems)}`]);
  expect(published).toEqual([problems]);
  expect(mutations).toEqual([]);
});
