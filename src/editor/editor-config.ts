/**
 * Decap CMS's configuration, generated from `schema.ts` (the collections) and from the locale
 * files themselves (their keys): one file collection per content file, one field per declared
 * field, with its label, hint (the schema's description), required flag and pattern.
 *
 * The shapes follow `editor-view.ts`: a list collection is one list field `entries`, a
 * translated field an object of one part per language of content/languages.yaml (every one,
 * published or not: the editor is where a language is translated), a label the same with its
 * parts other than the default language's optional.
 * Reference: https://decapcms.org/docs/configuration-options/ and
 * https://decapcms.org/docs/widgets/
 */
import { isRecord } from "../content/describe-value";
import { defaultLanguage, type SiteLanguage } from "../content/languages";
import type { Collection, Field, Fields, ScalarField } from "../content/schema";
import { EMAIL_PATTERN, ID_PATTERN, URL_PATTERN } from "../content/value-formats";
import { collectionFilePath, type EditorFile } from "./editor-files";
import { ENTRIES_FIELD } from "./editor-view";
import { fieldLabel, languageLabel } from "./field-labels";

export interface DecapField {
  name: string;
  label: string;
  widget: "string" | "object" | "list" | "image" | "markdown";
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  buttons?: readonly string[];
  editor_components?: readonly string[];
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  description: string;
  /** The development server hands the editor JSON and writes YAML itself (content-api.ts). */
  format: "json";
  editor: { preview: boolean };
  delete: boolean;
  files: DecapFile[];
}

export interface DecapConfig {
  backend: { name: "proxy"; proxy_url: string };
  site_url: string;
  media_folder: string;
  public_folder: string;
  collections: DecapCollection[];
}

/** What the form checks as you type; the build's messages say the same in its own words. */
const PATTERNS: Partial<Record<ScalarField["kind"], [string, string]>> = {
  id: [ID_PATTERN, "Lowercase letters, digits and dashes, e.g. fleet-app"],
  url: [URL_PATTERN, "A full address, starting with https:// (or http://)"],
  email: [EMAIL_PATTERN, "An e-mail address, e.g. name@example.com"],
};

/**
 * The toolbar of a Markdown field: what the build accepts (src/content/markdown.ts), nothing
 * more; no editor components (images, code blocks). A one-paragraph field has no lists.
 * https://decapcms.org/docs/widgets/#markdown
 */
export const MARKDOWN_BUTTONS = {
  markdown: ["bold", "italic", "code", "link", "bulleted-list", "numbered-list"],
  inlineMarkdown: ["bold", "italic", "code", "link"],
} as const;

const text = (name: string, label: string, required: boolean, hint?: string): DecapField => ({
  name,
  label,
  widget: "string",
  required,
  ...(hint !== undefined && { hint }),
});

/** One language's part of a `{ fr, en }` field, with the widget that edits it. */
const languagePart = (
  language: SiteLanguage,
  widget: DecapField["widget"],
  required: boolean,
): DecapField => ({ name: language.code, label: languageLabel(language), widget, required });

/**
 * The parts of a `{ fr, en }` field are required when the field is and the language is
 * published (an optional one is checked by the build: every published language or none; an
 * unpublished one's parts may wait for its translation). A label's parts other than the default
 * language's may stay empty.
 */
function scalarField(
  name: string,
  spec: ScalarField,
  required: boolean,
  languages: readonly SiteLanguage[],
): DecapField {
  const base = { name, label: fieldLabel(name), required, hint: spec.description };
  // A `{ fr, en }` field is an object of one field per language.
  const perLanguage = (part: (language: SiteLanguage, required: boolean) => DecapField) => ({
    ...base,
    widget: "object" as const,
    fields: languages.map((language) => part(language, required && language.published)),
  });
  const fallback = defaultLanguage(languages);
  switch (spec.kind) {
    case "translated":
      return perLanguage((language, partRequired) =>
        text(language.code, languageLabel(language), partRequired),
      );
    case "label":
      return perLanguage((language, partRequired) =>
        language === fallback
          ? text(language.code, languageLabel(language), partRequired)
          : text(
              language.code,
              languageLabel(language),
              false,
              `Leave empty when it is the same as the ${fallback.name}`,
            ),
      );
    case "markdown":
    case "inlineMarkdown": {
      const buttons = MARKDOWN_BUTTONS[spec.kind];
      return perLanguage((language, partRequired) => ({
        ...languagePart(language, "markdown", partRequired),
        buttons,
        editor_components: [],
      }));
    }
    case "translatedList":
      return perLanguage((language, partRequired) => ({
        ...languagePart(language, "list", partRequired),
        field: text("line", "Line", true),
      }));
    case "image": {
      // Relative to the content file, so the path is written as the content wants it.
      const folder = spec.folder ? `images/${spec.folder}` : "images";
      return {
        ...base,
        widget: "image",
        media_folder: folder,
        public_folder: folder,
        choose_url: false,
      };
    }
    default: {
      const pattern = PATTERNS[spec.kind];
      return { ...base, widget: "string", ...(pattern && { pattern }) };
    }
  }
}

/**
 * `inOptional`: the field is part of an optional object (a case study), which the form shows
 * even where the entry has none; nothing in it is required there, or an entry without one
 * could not be saved. The build names what a written object lacks. An item of a list exists
 * only once added: its own fields are required again.
 */
function schemaField(
  name: string,
  spec: Field,
  languages: readonly SiteLanguage[],
  inOptional = false,
): DecapField {
  const required = !spec.optional && !inOptional;
  switch (spec.kind) {
    case "object":
      return {
        name,
        label: fieldLabel(name),
        widget: "object",
        required,
        hint: spec.description,
        fields: schemaFields(spec.fields, languages, !required),
      };
    case "list": {
      const list = {
        name,
        label: fieldLabel(name),
        widget: "list",
        required,
        hint: spec.description,
      } as const;
      if (spec.of.kind === "object") {
        return {
          ...list,
          fields: schemaFields(spec.of.fields, languages),
          summary: itemSummary(spec.of.fields, languages),
        };
      }
      const item = scalarField("item", spec.of, true, languages);
      // A list of texts holds plain strings (`field`); a list of labels, objects (`fields`).
      return item.widget === "object"
        ? { ...list, fields: item.fields, summary: `{{fields.${defaultLanguage(languages).code}}}` }
        : { ...list, field: { name: "item", label: spec.of.description, widget: item.widget } };
    }
    default:
      return scalarField(name, spec, required, languages);
  }
}

/** A collapsed item of a list of objects shows its first required field. */
function itemSummary(fields: Fields, languages: readonly SiteLanguage[]): string {
  const first = Object.entries(fields).find(([, field]) => !field.optional);
  if (!first) return "";
  const [name, spec] = first;
  // A field of every language is an object in the form: its default language's part stands for it.
  return schemaField(name, spec, languages).widget === "object"
    ? `{{fields.${name}.${defaultLanguage(languages).code}}}`
    : `{{fields.${name}}}`;
}

const schemaFields = (fields: Fields, languages: readonly SiteLanguage[], inOptional = false) =>
  Object.entries(fields).map(([name, spec]) => schemaField(name, spec, languages, inOptional));

function collectionFields(
  collection: Collection,
  languages: readonly SiteLanguage[],
): DecapField[] {
  if (collection.shape === "object") return schemaFields(collection.fields, languages);
  return [
    {
      name: ENTRIES_FIELD,
      label: "Entries",
      widget: "list",
      required: false,
      hint: collection.description,
      summary: "{{fields.id}}",
      collapsed: true,
      fields: schemaFields(collection.fields, languages),
    },
  ];
}

function contentCollection(
  name: string,
  collection: Collection,
  languages: readonly SiteLanguage[],
): DecapCollection {
  const file = collectionFilePath(collection);
  return {
    name,
    label: fieldLabel(name),
    description: collection.description,
    format: "json",
    editor: { preview: false },
    delete: false,
    files: [{ name, label: file, file, fields: collectionFields(collection, languages) }],
  };
}

/** A locale file's strings as fields; each hint shows the same key in the other languages. */
function stringFields(
  strings: Record<string, unknown>,
  others: { language: SiteLanguage; strings: Record<string, unknown> | undefined }[],
  prefix = "",
): DecapField[] {
  return Object.entries(strings).map(([key, value]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    const inOthers = others.map(({ language, strings: other }) => ({
      language,
      strings: isRecord(other?.[key]) ? other[key] : undefined,
      value: other?.[key],
    }));
    if (isRecord(value)) {
      return {
        name: key,
        label: fieldLabel(key),
        widget: "object",
        required: true,
        fields: stringFields(value, inOthers, dotted),
      };
    }
    const translations = inOthers.map(
      ({ language, value: other }) =>
        `${language.name}: ${typeof other === "string" ? other : "(missing)"}`,
    );
    return text(key, fieldLabel(key), true, [`Key ${dotted}.`, ...translations].join(" "));
  });
}

export interface LocaleStrings {
  file: Extract<EditorFile, { kind: "locale" }>;
  /** The parsed file, or undefined when it cannot be read. */
  strings: Record<string, unknown> | undefined;
}

function localeCollection(
  locales: LocaleStrings[],
  languages: readonly SiteLanguage[],
): DecapCollection {
  const languageOf = (code: string) => languages.find((language) => language.code === code);
  return {
    name: "locales",
    label: "Interface strings",
    description:
      "The page's own words (menu, section titles, form labels, messages), one file per language: every published language has the same keys.",
    format: "json",
    editor: { preview: false },
    delete: false,
    files: locales.map(({ file, strings }) => ({
      name: `${file.language}-${file.namespace}`,
      label: file.path,
      file: file.path,
      fields: stringFields(
        strings ?? {},
        locales
          .filter(({ file: other }) => other.namespace === file.namespace && other !== file)
          .flatMap((other) => {
            const language = languageOf(other.file.language);
            return language ? [{ language, strings: other.strings }] : [];
          }),
      ),
    })),
  };
}

export interface EditorConfigInput {
  /** `http://localhost:8000`: where the development server answers the editor. */
  origin: string;
  collections: Record<string, Collection>;
  locales: LocaleStrings[];
  /** Every language of content/languages.yaml, the default first. */
  languages: readonly SiteLanguage[];
}

export function editorConfig({
  origin,
  collections,
  locales,
  languages,
}: EditorConfigInput): DecapConfig {
  return {
    // decap-server's protocol, answered by this development server (editor-server.ts).
    backend: { name: "proxy", proxy_url: `${origin}/admin/api/v1` },
    site_url: `${origin}/`,
    // Every image field has its own folder inside content/images/ (schema.ts).
    media_folder: "content/images",
    public_folder: "images",
    collections: [
      ...Object.entries(collections).map(([name, collection]) =>
        contentCollection(name, collection, languages),
      ),
      localeCollection(locales, languages),
    ],
  };
}
