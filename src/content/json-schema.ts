/**
 * JSON Schemas (draft-07) of the collections, generated from `schema.ts` for
 * editors: with the YAML extension of VS Code (or any yaml-language-server
 * client), a content file gets completion, field descriptions and errors as
 * you type. The build does not use them; `validate-content.ts` has the last word.
 */
import { LANGUAGE_FIELDS, LANGUAGES_FILE, OG_LOCALE_PATTERN } from "./languages";
import type { Collection, Field, Fields, ScalarField } from "./schema";
import { EMAIL_PATTERN, ID_PATTERN, IMAGE_EXTENSIONS, URL_PATTERN } from "./value-formats";

export type JsonSchema = { [keyword: string]: unknown };

const text = (description?: string): JsonSchema => ({ type: "string", minLength: 1, description });

/**
 * The shape of a language's code, for an editor's completion only: the build checks each code
 * against content/languages.yaml. The schemas name no language, so that adding one
 * (`npm run language:add`) changes nothing but content/ and locales/.
 */
const LANGUAGE_CODE_PATTERN = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$";

/** `{ fr, en }`: one part per language of content/languages.yaml, each holding `part`. */
function translated(description: string, part: JsonSchema): JsonSchema {
  return {
    type: "object",
    description: `${description} One value per language of ${LANGUAGES_FILE} (fr, en...).`,
    minProperties: 1,
    propertyNames: { pattern: LANGUAGE_CODE_PATTERN },
    additionalProperties: part,
  };
}

const imagePattern = `\\.(${IMAGE_EXTENSIONS.map((extension) => extension.slice(1)).join("|")})$`;

function scalarSchema(spec: ScalarField): JsonSchema {
  const { description } = spec;
  switch (spec.kind) {
    case "text":
      return text(description);
    case "translated":
    case "markdown":
    case "inlineMarkdown":
      // Markdown is text to a JSON Schema; the build checks what it holds (markdown.ts).
      return translated(description, text());
    case "label":
      return { description, anyOf: [text(), translated(description, text())] };
    case "translatedList":
      return translated(description, {
        type: "array",
        minItems: 1,
        items: { type: "string", minLength: 1 },
      });
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

/** The schema of content/languages.yaml, the language registry (languages.ts checks it). */
export function languagesJsonSchema(): JsonSchema {
  const descriptions: Record<(typeof LANGUAGE_FIELDS)[number], JsonSchema> = {
    code: {
      ...text("Its BCP 47 tag (fr, en, de, pt-BR): its pages' folder."),
      pattern: LANGUAGE_CODE_PATTERN,
    },
    name: text("Its own name, as the language chooser shows it (Français, Deutsch)."),
    dir: { enum: ["ltr", "rtl"], description: "ltr, or rtl for a language written right to left." },
    caseStudiesFolder: {
      type: "string",
      pattern: ID_PATTERN,
      description: "The folder of its case studies' addresses, a word of the language (projets).",
    },
    ogLocale: {
      type: "string",
      pattern: OG_LOCALE_PATTERN,
      description: "Its Open Graph locale, for share previews (fr_FR, pt_BR).",
    },
    published: {
      type: "boolean",
      description:
        "Whether the built site has it; an unpublished one shows in npm run develop only.",
    },
    from: text(
      "The language it was copied from to be translated (npm run language:add writes it).",
    ),
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "languages.yaml",
    type: "array",
    minItems: 1,
    description: "The site's languages, the first the default.",
    items: {
      type: "object",
      additionalProperties: false,
      required: LANGUAGE_FIELDS.filter((field) => field !== "from"),
      properties: descriptions,
    },
  };
}

/** `timeline.yaml` -> `timeline.schema.json`, the name the YAML files point at. */
export const jsonSchemaFileName = (collection: Pick<Collection, "file">) =>
  collection.file.replace(/\.yaml$/, ".schema.json");
