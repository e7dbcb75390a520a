/**
 * A content file as the editor's form holds it, and back.
 *
 * Decap's form needs an object at the top of a file and one shape per field, while the
 * content has top-level lists and "label" fields that are text or `{ fr, en }`. So a list
 * collection is shown as `{ entries: [...] }`, a label as `{ fr, en }` whose parts other than
 * the default language's may stay empty when every language agrees (the text is then written
 * once, as before), and a field the editor empties is left out of the file (the build wants an
 * optional field either filled in or absent; a required one then gets the build's "required,
 * missing"). Anything that does not match the schema is passed
 * through unchanged, for the build's checks to name.
 */
import { isRecord } from "../content/describe-value";
import type { Collection, Field, Fields, ScalarField } from "../content/schema";

/** The name of the list that holds a list collection's entries in the form. */
export const ENTRIES_FIELD = "entries";

type Value = unknown;

/** Numbers and booleans where the content wants text are shown as text, so a save quotes them. */
const asText = (value: Value) =>
  typeof value === "number" || typeof value === "boolean" ? String(value) : value;

function mapLanguages(value: Record<string, Value>, part: (value: Value) => Value) {
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, part(child)]));
}

function scalarToView(spec: ScalarField, value: Value, defaultLanguage: string): Value {
  switch (spec.kind) {
    case "translated":
    case "markdown":
    case "inlineMarkdown":
      return isRecord(value) ? mapLanguages(value, asText) : value;
    case "label":
      if (isRecord(value)) return mapLanguages(value, asText);
      return typeof value === "string" || typeof value === "number"
        ? { [defaultLanguage]: asText(value) }
        : value;
    case "translatedList":
      return isRecord(value)
        ? mapLanguages(value, (list) => (Array.isArray(list) ? list.map(asText) : list))
        : value;
    default:
      return asText(value);
  }
}

function fieldToView(spec: Field, value: Value, defaultLanguage: string): Value {
  if (value === undefined || value === null) return value;
  switch (spec.kind) {
    case "object":
      return isRecord(value) ? fieldsToView(spec.fields, value, defaultLanguage) : value;
    case "list":
      return Array.isArray(value)
        ? value.map((item) => fieldToView(spec.of, item, defaultLanguage))
        : value;
    default:
      return scalarToView(spec, value, defaultLanguage);
  }
}

function fieldsToView(fields: Fields, value: Record<string, Value>, defaultLanguage: string) {
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      const spec = fields[key];
      return [key, spec ? fieldToView(spec, child, defaultLanguage) : child];
    }),
  );
}

/**
 * The value of a collection file (as parsed) as the form shows it; `defaultLanguage` is the
 * default language's code (a label written once is its part).
 */
export function toEditorView(
  collection: Collection,
  value: Value,
  defaultLanguage: string,
): Record<string, Value> {
  if (collection.shape === "list") {
    const entries = Array.isArray(value)
      ? value.map((entry) =>
          isRecord(entry) ? fieldsToView(collection.fields, entry, defaultLanguage) : entry,
        )
      : value;
    return { [ENTRIES_FIELD]: entries };
  }
  return isRecord(value) ? fieldsToView(collection.fields, value, defaultLanguage) : {};
}

const isBlank = (value: Value) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/** An object without its blank keys, or undefined when nothing is left. */
function withoutBlanks(value: Record<string, Value>): Record<string, Value> | undefined {
  const kept = Object.entries(value).filter(([, child]) => !isBlank(child));
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/**
 * A Markdown text's last line break means nothing to Markdown, and Decap's editor drops it:
 * a text of several lines is saved with one (a YAML `|` block, as the content files write
 * them), a one-line text with none, so that a save does not turn `|` into `|-`.
 */
function markdownText(value: Value): Value {
  if (typeof value !== "string") return value;
  const text = value.trimEnd();
  return text.includes("\n") ? `${text}\n` : text;
}

/** `{ fr, en }` fields lose their empty languages; a list keeps its empty lines for the build to name. */
function scalarFromView(spec: ScalarField, value: Value, defaultLanguage: string): Value {
  if (!isRecord(value)) return isBlank(value) ? undefined : value;
  const isMarkdown = spec.kind === "markdown" || spec.kind === "inlineMarkdown";
  const parts = withoutBlanks(isMarkdown ? mapLanguages(value, markdownText) : value);
  // A label with only its default language's part: the same text in every language, written once.
  if (spec.kind === "label" && parts && Object.keys(parts).join() === defaultLanguage) {
    return parts[defaultLanguage];
  }
  return parts;
}

function fieldFromView(spec: Field, value: Value, defaultLanguage: string): Value {
  switch (spec.kind) {
    case "object": {
      if (!isRecord(value)) return value;
      // The form shows an optional object (a case study) even where the entry has none.
      const fields = fieldsFromView(spec.fields, value, defaultLanguage);
      return spec.optional && isBlank(fields) ? undefined : fields;
    }
    case "list":
      if (!Array.isArray(value)) return isBlank(value) ? undefined : value;
      return value.length === 0
        ? undefined
        : value.map((item) => fieldFromView(spec.of, item, defaultLanguage) ?? item);
    default:
      return scalarFromView(spec, value, defaultLanguage);
  }
}

/** The declared fields in the schema's order (new fields land there), then any others. */
function fieldsFromView(fields: Fields, value: Record<string, Value>, defaultLanguage: string) {
  const declared = Object.keys(fields).filter((key) => key in value);
  const others = Object.keys(value).filter((key) => !(key in fields));
  const pairs = [...declared, ...others].map((key): [string, Value] => {
    const spec = fields[key];
    return [key, spec ? fieldFromView(spec, value[key], defaultLanguage) : value[key]];
  });
  return Object.fromEntries(pairs.filter(([, child]) => child !== undefined));
}

/** What the form saved, as the value the collection file must hold. */
export function fromEditorView(
  collection: Collection,
  view: Value,
  defaultLanguage: string,
): Value {
  if (!isRecord(view)) return view;
  if (collection.shape === "list") {
    const entries = view[ENTRIES_FIELD] ?? [];
    return Array.isArray(entries)
      ? entries.map((entry) =>
          isRecord(entry) ? fieldsFromView(collection.fields, entry, defaultLanguage) : entry,
        )
      : entries;
  }
  return fieldsFromView(collection.fields, view, defaultLanguage);
}
