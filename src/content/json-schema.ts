/**
 * JSON Schemas (draft-07) of the collections, generated from `schema.ts` for
 * editors: with the YAML extension of VS Code (or any yaml-language-server
 * client), a content file gets completion, field descriptions and errors as
 * you type. The build does not use them; `validate-content.ts` has the last word.
 */
import { LANGUAGES, type Language } from "../config/constants";
import type { Collection, Field, Fields, ScalarField } from "./schema";
import { EMAIL_PATTERN, ID_PATTERN, IMAGE_EXTENSIONS, URL_PATTERN } from "./value-formats";

export type JsonSchema = { [keyword: string]: unknown };

const LANGUAGE_NAMES: Record<Language, string> = { fr: "French", en: "English" };

const text = (description?: string): JsonSchema => ({ type: "string", minLength: 1, description });

/** `{ fr, en }` with every language required, each holding `part`. */
function translated(description: string, part: (language: Language) => JsonSchema): JsonSchema {
  return {
    type: "object",
    description,
    additionalProperties: false,
    required: [...LANGUAGES],
    properties: Object.fromEntries(LANGUAGES.map((language) => [language, part(language)])),
  };
}

const imagePattern = `\\.(${IMAGE_EXTENSIONS.map((extension) => extension.slice(1)).join("|")})$`;

function scalarSchema(spec: ScalarField): JsonSchema {
  const { description } = spec;
  const inLanguage = (language: Language) => `${LANGUAGE_NAMES[language]}: ${description}`;
  switch (spec.kind) {
    case "text":
      return text(description);
    case "translated":
    case "markdown":
    case "inlineMarkdown":
      // Markdown is text to a JSON Schema; the build checks what it holds (markdown.ts).
      return translated(description, (language) => text(inLanguage(language)));
    case "label":
      return {
        description,
        anyOf: [text(), translated(description, (language) => text(inLanguage(language)))],
      };
    case "translatedList":
      return translated(description, (language) => ({
        type: "array",
        minItems: 1,
        description: inLanguage(language),
        items: { type: "string", minLength: 1 },
      }));
    case "url":
      return { type: "string", format: "uri", pattern: URL_PATTERN, description };
    case "email":
      return { type: "string", format: "email", pattern: EMAIL_PATTERN, description };
    case "image":
      return { type: "string", pattern: imagePattern, description };
    case "id":
      return { type: "string", pattern: ID_PATTERN, description };
  }
}

function fieldSchema(spec: Field): JsonSchema {
  switch (spec.kind) {
    case "object":
      return objectSchema(spec.fields, spec.description);
    case "list":
      return {
        type: "array",
        minItems: 1,
        description: spec.description,
        items: fieldSchema(spec.of),
      };
    default:
      return scalarSchema(spec);
  }
}

function objectSchema(fields: Fields, description: string): JsonSchema {
  return {
    type: "object",
    description,
    additionalProperties: false,
    required: Object.entries(fields)
      .filter(([, spec]) => !spec.optional)
      .map(([name]) => name),
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)]),
    ),
  };
}

/** The schema of one collection file; a list collection is a list of entries. */
export function collectionJsonSchema(collection: Collection): JsonSchema {
  const body: JsonSchema =
    collection.shape === "list"
      ? {
          type: "array",
          description: collection.description,
          items: objectSchema(collection.fields, `One entry of ${collection.file}.`),
        }
      : objectSchema(collection.fields, collection.description);
  return { $schema: "http://json-schema.org/draft-07/schema#", title: collection.file, ...body };
}

/** `timeline.yaml` -> `timeline.schema.json`, the name the YAML files point at. */
export const jsonSchemaFileName = (collection: Collection) =>
  collection.file.replace(/\.yaml$/, ".schema.json");
