/**
 * @jest-environment node
 *
 * The editor's configuration is generated from `schema.ts`: every declared field is in the
 * form, with its label, hint, required flag and pattern, and the form has no field the schema
 * does not declare. Every locale file and key is in the form too.
 */
import fs from "fs";
import path from "path";
import { localeFile } from "../../src/content/check-locales";
import type { Field, Fields } from "../../src/content/schema";
import { collections } from "../../src/content/schema";
import { EMAIL_PATTERN, ID_PATTERN, URL_PATTERN } from "../../src/content/value-formats";
import { editorConfig, MARKDOWN_BUTTONS, type DecapField } from "../../src/editor/editor-config";
import { editorFiles } from "../../src/editor/editor-files";
import { ENTRIES_FIELD } from "../../src/editor/editor-view";
import { fieldLabel } from "../../src/editor/field-labels";
import { repoRoot, shippedLanguages } from "./content-fixture";
import { ENGLISH, FRENCH, GERMAN } from "./language-fixture";

const locales = editorFiles(repoRoot).flatMap((file) =>
  file.kind === "locale"
    ? [{ file, strings: JSON.parse(fs.readFileSync(path.join(repoRoot, file.path), "utf8")) }]
    : [],
);
const languages = shippedLanguages();
/** The shipped languages' codes: every translated field has a part for each. */
const LANGUAGES = languages.map(({ code }) => code);
const config = editorConfig({ origin: "http://localhost:8000", collections, locales, languages });

const byName = (fields: DecapField[] | undefined, name: string) =>
  fields?.find((field) => field.name === name);

const PATTERNS: Record<string, string> = { id: ID_PATTERN, url: URL_PATTERN, email: EMAIL_PATTERN };

/**
 * Checks one declared field against its form field, and everything below it. Inside an
 * optional object (a case study), nothing is required by the form: the object may be absent.
 */
function expectField(
  spec: Field,
  field: DecapField | undefined,
  where: string,
  inOptional: boolean,
) {
  expect({ where, present: field !== undefined }).toEqual({ where, present: true });
  if (!field) return;
  expect({ where, required: field.required }).toEqual({
    where,
    required: !spec.optional && !inOptional,
  });
  expect(field.hint).toBe(spec.description);
  switch (spec.kind) {
    case "object":
      expect(field.widget).toBe("object");
      expectFields(spec.fields, field.fields, where, inOptional || Boolean(spec.optional));
      return;
    case "list":
      expect(field.widget).toBe("list");
      if (spec.of.kind === "object") {
        // An item exists once added: its own fields are required again.
        expectFields(spec.of.fields, field.fields, `${where}[]`, false);
      } else if (spec.of.kind === "label") {
        expect(field.fields?.map(({ name }) => name)).toEqual([...LANGUAGES]);
      } else {
        expect(field.field).toMatchObject({ widget: "string", label: spec.of.description });
      }
      return;
    case "markdown":
    case "inlineMarkdown": {
      // Decap's Markdown editor per language, with the buttons of what the build accepts only.
      const buttons = MARKDOWN_BUTTONS[spec.kind];
      expect(field.widget).toBe("object");
      expect(field.fields).toEqual(
        LANGUAGES.map((language) =>
          expect.objectContaining({
            name: language,
            widget: "markdown",
            buttons,
            editor_components: [],
          }),
        ),
      );
      return;
    }
    case "translated":
    case "label":
    case "translatedList":
      expect(field.widget).toBe("object");
      expect(field.fields?.map(({ name }) => name)).toEqual([...LANGUAGES]);
      return;
    case "image":
      expect(field.widget).toBe("image");
      // Relative to content/, where the YAML files are: the path is written as the content wants it.
      expect(field.media_folder).toBe(`images/${spec.folder}`);
      expect(field.public_folder).toBe(`images/${spec.folder}`);
      expect(fs.statSync(path.join(repoRoot, "content", field.media_folder!)).isDirectory()).toBe(
        true,
      );
      return;
    default:
      expect(field.widget).toBe("string");
      expect(field.pattern?.[0]).toBe(PATTERNS[spec.kind]);
  }
}

function expectFields(
  fields: Fields,
  form: DecapField[] | undefined,
  where: string,
  inOptional = false,
) {
  expect(form?.map(({ name }) => name)).toEqual(Object.keys(fields));
  for (const [name, spec] of Object.entries(fields)) {
    const field = byName(form, name);
    expect(field?.label).toBe(fieldLabel(name));
    expectField(spec, field, `${where}.${name}`, inOptional);
  }
}

describe.each(Object.entries(collections))("the editor's %s collection", (name, collection) => {
  const editorCollection = config.collections.find((item) => item.name === name);

  test("edits the collection's file, as JSON handed over by the development server", () => {
    expect(editorCollection).toMatchObject({
      format: "json",
      files: [{ file: `content/${collection.file}`, label: `content/${collection.file}` }],
    });
  });

  test("has every field of the schema, and no other", () => {
    const [file] = editorCollection?.files ?? [];
    if (collection.shape === "object") {
      expectFields(collection.fields, file?.fields, name);
    } else {
      expect(file?.fields.map(({ name: field }) => field)).toEqual([ENTRIES_FIELD]);
      const entries = byName(file?.fields, ENTRIES_FIELD);
      expect(entries).toMatchObject({ widget: "list", summary: "{{fields.id}}" });
      expectFields(collection.fields, entries?.fields, name);
    }
  });
});

test("every content collection and the locale files are in the editor, nothing else", () => {
  expect(config.collections.map(({ name }) => name)).toEqual([
    ...Object.keys(collections),
    "locales",
  ]);
});

test("an unpublished language's parts are in the form, but none is required while it is translated", () => {
  const unpublished = { ...GERMAN, published: false };
  const withGerman = editorConfig({
    origin: "http://localhost:8000",
    collections,
    locales: [],
    languages: [FRENCH, ENGLISH, unpublished],
  });
  const site = withGerman.collections.find(({ name }) => name === "site")!.files[0]!;
  const jobTitle = byName(site.fields, "jobTitle");
  expect(jobTitle?.fields?.map(({ name, label, required }) => [name, label, required])).toEqual([
    ["fr", "Français (fr)", true],
    ["en", "English (en)", true],
    ["de", "Deutsch (de), unpublished", false],
  ]);
});

test("every locale file is in the editor with all its keys, each hint giving the other language", () => {
  const strings = config.collections.find(({ name }) => name === "locales")?.files ?? [];
  expect(strings.map(({ file }) => file)).toEqual(
    LANGUAGES.map((language) => localeFile(language)),
  );
  const en = strings.find(({ file }) => file === localeFile("en"));
  const greeting = byName(byName(en?.fields, "home")?.fields, "greeting");
  expect(greeting).toMatchObject({ widget: "string", required: true, label: "Greeting" });
  expect(greeting?.hint).toBe("Key home.greeting. Français: Bonjour, je suis");
  const keys = (fields: DecapField[] | undefined, prefix = ""): string[] =>
    (fields ?? []).flatMap((field) =>
      field.widget === "object"
        ? keys(field.fields, `${prefix}${field.name}.`)
        : [`${prefix}${field.name}`],
    );
  const fileKeys = (value: Record<string, unknown>, prefix = ""): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === "object" && child !== null
        ? fileKeys(child as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    );
  for (const { file, strings: value } of locales) {
    const form = strings.find((item) => item.file === file.path);
    expect(keys(form?.fields)).toEqual(fileKeys(value));
  }
});

test("the editor saves through this development server", () => {
  expect(config.backend).toEqual({
    name: "proxy",
    proxy_url: "http://localhost:8000/admin/api/v1",
  });
});

test("a case study's lists of objects show their first required field when collapsed", () => {
  const [projects] = config.collections.find(({ name }) => name === "projects")?.files ?? [];
  const caseStudy = byName(byName(projects?.fields, ENTRIES_FIELD)?.fields, "caseStudy");
  expect(byName(caseStudy?.fields, "results")?.summary).toBe("{{fields.text.fr}}");
  expect(byName(caseStudy?.fields, "media")?.summary).toBe("{{fields.image}}");
});

test("labels read as words", () => {
  expect(["jobTitle", "siteUrl", "linkedin", "a11y", "skipToContent"].map(fieldLabel)).toEqual([
    "Job title",
    "Site URL",
    "LinkedIn",
    "Accessibility",
    "Skip to content",
  ]);
});
