/**
 * @jest-environment node
 *
 * A save from the editor goes through the build's validation: a change that would bring a
 * problem is refused with the build's own line and the file is left alone; problems the
 * content already had do not block other changes.
 */
import fs from "fs";
import path from "path";
import { readForEditor, saveFromEditor } from "../../src/editor/content-file-io";
import { findEditorFile, type EditorFile } from "../../src/editor/editor-files";
import { copyContent, readIn, removeCopy, replaceIn } from "./content-fixture";

let root: string;
beforeEach(() => {
  root = copyContent();
});
afterEach(() => removeCopy(root));

const file = (filePath: string) => findEditorFile(root, filePath) as EditorFile;

function formValue(filePath: string): Record<string, unknown> {
  const read = readForEditor(root, file(filePath));
  if (!read.ok) throw new Error(read.problem);
  return JSON.parse(read.data) as Record<string, unknown>;
}

type Entry = Record<string, unknown>;
const entry = (view: Entry, id: string) =>
  (view.entries as Entry[]).find((item) => item.id === id) as Entry;

const save = (filePath: string, view: unknown) =>
  saveFromEditor(root, file(filePath), JSON.stringify(view));

test("a valid change is written", () => {
  const view = formValue("content/projects.yaml");
  (entry(view, "fleet-app").title as Entry).en = "Fleet manager";
  expect(save("content/projects.yaml", view)).toEqual({ ok: true, changed: true });
  expect(readIn(root, "content/projects.yaml")).toContain("    en: Fleet manager\n");
});

test("a save without a change leaves the file untouched", () => {
  const target = path.join(root, "content/projects.yaml");
  fs.utimesSync(target, new Date(0), new Date(0));
  expect(save("content/projects.yaml", formValue("content/projects.yaml"))).toEqual({
    ok: true,
    changed: false,
  });
  expect(fs.statSync(target).mtimeMs).toBe(0);
});

test.each([
  [
    "a duplicate id",
    "content/experience.yaml",
    (view: Entry) => (entry(view, "contoso-mobility").id = "northwind-bank"),
    [
      'content/experience.yaml: entry "northwind-bank" field "id": duplicate id "northwind-bank" (also entry 1)',
    ],
  ],
  [
    "an image that is not there",
    "content/stacks.yaml",
    (view: Entry) => (entry(view, "java").icon = "images/stacks/rust.svg"),
    [
      'content/stacks.yaml: entry "java" field "icon": file not found: content/images/stacks/rust.svg',
    ],
  ],
  [
    "a skill category without its title in the locale files",
    "content/skills.yaml",
    (view: Entry) => (entry(view, "testing").id = "quality"),
    [
      'content/skills.yaml: entry "quality" field "id": no label "skillCategories.quality" in locales/fr/translation.json, locales/en/translation.json',
    ],
  ],
  [
    "an emptied string",
    "locales/en/translation.json",
    (view: Entry) => ((view.home as Entry).greeting = " "),
    ['locales/en/translation.json: key "home.greeting": required, empty'],
  ],
  [
    "a required field emptied",
    "content/site.yaml",
    (view: Entry) => (view.email = ""),
    ['content/site.yaml: field "email": required, missing'],
  ],
])("%s is refused with the build's line", (_name, filePath, change, problems) => {
  const before = readIn(root, filePath);
  const view = formValue(filePath);
  change(view);
  expect(save(filePath, view)).toEqual({ ok: false, problems });
  expect(readIn(root, filePath)).toBe(before);
});

test("a problem the content already had does not block another change", () => {
  replaceIn(
    root,
    "locales/fr/translation.json",
    '"greeting": "Bonjour, je suis"',
    '"greeting": ""',
  );
  const view = formValue("content/stacks.yaml");
  entry(view, "java").name = "Java SE";
  expect(save("content/stacks.yaml", view)).toEqual({ ok: true, changed: true });
});

test("a file with a syntax error is named the way the build names it", () => {
  replaceIn(root, "content/stacks.yaml", "- id: java\n", "- id: java\n  name: [\n");
  expect(readForEditor(root, file("content/stacks.yaml"))).toEqual({
    ok: false,
    problem: expect.stringMatching(/^content\/stacks\.yaml:\d+:\d+: YAML syntax error: /),
  });
});

test("only the content's files are the editor's", () => {
  expect(findEditorFile(root, "content/site.yaml")?.kind).toBe("collection");
  expect(findEditorFile(root, "locales/en/translation.json")?.kind).toBe("locale");
  for (const other of [
    "package.json",
    "content/../package.json",
    "content/images/logos/contoso.svg",
  ]) {
    expect(findEditorFile(root, other)).toBeUndefined();
  }
});
