/**
 * GraphQL type definitions generated from the content schema, so that Gatsby
 * never infers a type: a misspelt or missing field is a build error, not a
 * silently empty value.
 *
 * Translated fields take the page's language as an argument
 * (`title(lang: $language)`), so each page only carries its own language; a Markdown field
 * too, as the element tree of that language (`context(lang: $language)`, JSON).
 */
import { collections, type Collection, type Field, type Fields } from "./schema";

type Translated<T> = Record<string, T> | undefined;
type Label = string | Record<string, string> | undefined;

const resolveLabel = (value: Label, lang: string) =>
  typeof value === "string" ? value : value?.[lang];

/** Field extensions used by the generated SDL: each adds a `lang` argument. */
export const fieldExtensions = {
  translated: (source: Record<string, Translated<unknown>>, lang: string, name: string) =>
    source[name]?.[lang] ?? null,
  label: (source: Record<string, Label>, lang: string, name: string) =>
    resolveLabel(source[name], lang) ?? null,
  labelList: (source: Record<string, Label[] | undefined>, lang: string, name: string) =>
    source[name]?.map((value) => resolveLabel(value, lang)) ?? null,
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A node's `id` is Gatsby's; an entry's own `id` is queried as `yamlId`. */
export const graphqlFieldName = (name: string) => (name === "id" ? "yamlId" : name);

/** The node type of the UI strings, as the page query reads it (src/i18n/page-translations.tsx). */
export const LOCALE_TYPE = "Locale";

function fieldType(owner: string, name: string, spec: Field, nested: string[]): string {
  const bang = spec.optional ? "" : "!";
  if (spec.kind === "object") {
    const typeName = owner + pascal(name);
    nested.push(objectType(typeName, spec.fields, nested, false));
    return `${typeName}${bang}`;
  }
  if (spec.kind === "list") {
    if (spec.of.kind === "object") {
      // The type of one item, named like Gatsby names them: ProjectsYamlCaseStudyResults.
      const typeName = owner + pascal(name);
      nested.push(objectType(typeName, spec.of.fields, nested, false));
      return `[${typeName}!]${bang}`;
    }
    const extension = spec.of.kind === "label" ? " @labelList" : "";
    return `[String!]${bang}${extension}`;
  }
  switch (spec.kind) {
    case "translated":
      return `String${bang} @translated`;
    case "markdown":
    case "inlineMarkdown":
      // The element trees of markdown-tree.ts, made by content-nodes.ts; Gatsby's JSON scalar.
      return `JSON${bang} @translated`;
    case "translatedList":
      return `[String!]${bang} @translated`;
    case "label":
      return `String${bang} @label`;
    case "image":
      // The node holds the image's absolute path (content-nodes.ts): its nodes are made by the
      // site, not as children of the YAML file's File node, so there is no file to be relative to.
      return `File${bang} @link(by: "absolutePath")`;
    default:
      return `String${bang}`;
  }
}

function objectType(typeName: string, fields: Fields, nested: string[], isNode: boolean): string {
  const lines = Object.entries(fields).map(
    ([name, spec]) => `  ${graphqlFieldName(name)}: ${fieldType(typeName, name, spec, nested)}`,
  );
  const interfaces = isNode ? " implements Node" : "";
  return `type ${typeName}${interfaces} @dontInfer {\n${lines.join("\n")}\n}`;
}

export function collectionTypeDefs(collection: Collection): string {
  const nested: string[] = [];
  const main = objectType(collection.typeName, collection.fields, nested, true);
  return [main, ...nested].join("\n\n");
}

/** The locale files' nodes (content-nodes.ts): one per language and namespace, the strings as JSON. */
const localeTypeDefs = `type ${LOCALE_TYPE} implements Node @dontInfer {
  language: String!
  ns: String!
  data: String!
}`;

export const typeDefs = (): string =>
  [...Object.values(collections).map(collectionTypeDefs), localeTypeDefs].join("\n\n");
