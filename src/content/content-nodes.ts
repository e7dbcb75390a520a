/**
 * The Gatsby nodes of the content: one per entry of each collection (one for `site.yaml`),
 * and one `Locale` node per locale file, the shape the page query
 * reads (`ns`, `data`, `language`).
 *
 * The site makes them itself (gatsby-node.ts `sourceNodes`) rather than through
 * gatsby-transformer-yaml, so that they are made only from valid content: in the development
 * server, a save that breaks a file leaves the nodes, and so the page, as they were.
 */
import path from "path";
import type { LocaleFile } from "./check-locales";
import { isRecord } from "./describe-value";
import { graphqlFieldName, LOCALE_TYPE } from "./graphql-types";
import { fallbackLanguages, type SiteLanguage } from "./languages";
import { MARKDOWN_MODES, parseMarkdown, type MarkdownMode } from "./markdown";
import { collections, type CollectionName, type Field, type Fields } from "./schema";
import { withEveryLanguage } from "./translations";
import type { ContentRead } from "./validate-content";

/** Gatsby's node helpers (passed to every gatsby-node API). */
export interface NodeHelpers {
  createNodeId: (seed: string) => string;
  createContentDigest: (input: string | object) => string;
}

/**
 * What tells two versions of a node apart. Type aliases rather than interfaces: they must fit
 * Gatsby's `NodeInput`, which has an index signature.
 */
export type NodeRef = {
  id: string;
  internal: { type: string; contentDigest: string };
};

export type ContentNode = NodeRef & {
  parent: null;
  children: [];
  [field: string]: unknown;
};

/** Every node of the content, by GraphQL type, in file order; every type is present, even empty. */
export type ContentNodes = Map<string, ContentNode[]>;

/** The GraphQL types of the content's nodes. */
export const CONTENT_NODE_TYPES = [
  ...Object.values(collections).map((collection) => collection.typeName),
  LOCALE_TYPE,
];

/** A Markdown text in each language, as its element tree (the content passed the same parser's check). */
function markdownTrees(value: Record<string, string>, mode: MarkdownMode) {
  return Object.fromEntries(
    Object.entries(value).map(([language, text]) => [language, parseMarkdown(text, mode).tree]),
  );
}

/** Where a node's values are read from: the YAML file's folder, and the site's languages. */
interface ValueContext {
  yamlDir: string;
  languages: readonly SiteLanguage[];
}

/**
 * An image path is relative to its YAML file; the node holds it absolute, so that the field
 * links to the File node of that path (`@link(by: "absolutePath")`, see graphql-types.ts).
 * Markdown is held as element trees, so that pages get no Markdown to parse, and no HTML. A
 * translated value holds a part for every language (translations.ts `withEveryLanguage`).
 */
function nodeValue(value: unknown, spec: Field, context: ValueContext): unknown {
  if (value === null || value === undefined) return undefined;
  const everyLanguage = (parts: unknown) =>
    isRecord(parts) ? withEveryLanguage(parts, context.languages) : parts;
  switch (spec.kind) {
    case "image":
      // With forward slashes, as File nodes hold their path on every system.
      return path
        .resolve(context.yamlDir, value as string)
        .split(path.sep)
        .join("/");
    case "object":
      return nodeFields(value as Record<string, unknown>, spec.fields, context);
    case "list":
      return (value as unknown[]).map((item) => nodeValue(item, spec.of, context));
    case "markdown":
    case "inlineMarkdown":
      return markdownTrees(
        everyLanguage(value) as Record<string, string>,
        MARKDOWN_MODES[spec.kind],
      );
    case "translated":
    case "label":
    case "translatedList":
      return everyLanguage(value);
    default:
      return value;
  }
}

function nodeFields(value: Record<string, unknown>, fields: Fields, context: ValueContext) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) => {
      const fieldValue = nodeValue(value[name], spec, context);
      return fieldValue === undefined ? [] : [[graphqlFieldName(name), fieldValue]];
    }),
  );
}

function collectionNodes(
  name: CollectionName,
  value: unknown,
  context: ValueContext,
  helpers: NodeHelpers,
): ContentNode[] {
  const { typeName, fields, shape } = collections[name];
  const entries = shape === "list" ? (value as Record<string, unknown>[]) : [value];
  // Queries without a sort list nodes in the order Gatsby created them. Ids that change with
  // the file make every save that changes it create all of its nodes again, in the file's
  // order, as gatsby-transformer-yaml did for the children of a changed file.
  const fileDigest = helpers.createContentDigest(value as object);
  return entries.map((entry, index) => {
    const data = nodeFields(entry as Record<string, unknown>, fields, context);
    return {
      ...data,
      id: helpers.createNodeId(`${typeName} ${fileDigest} ${index}`),
      parent: null,
      children: [],
      internal: { type: typeName, contentDigest: helpers.createContentDigest(data) },
    };
  });
}

/** `strings` with what `fallback` has and they lack, nested objects merged key by key. */
function withFallback(strings: Record<string, unknown>, fallback: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...fallback, ...strings };
  for (const [key, value] of Object.entries(fallback)) {
    if (isRecord(value) && isRecord(strings[key])) merged[key] = withFallback(strings[key], value);
  }
  return merged;
}

/**
 * A language's strings of a namespace: its file's, and, for an unpublished language (the only
 * one that may miss any: check-locales.ts), its fallbacks' where it has none.
 */
function localeStrings(
  language: SiteLanguage,
  namespace: string,
  locales: readonly LocaleFile[],
  languages: readonly SiteLanguage[],
): Record<string, unknown> | undefined {
  const stringsOf = (code: string) =>
    locales.find((locale) => locale.language === code && locale.namespace === namespace)?.strings;
  return [language, ...fallbackLanguages(language, languages)]
    .map(({ code }) => stringsOf(code))
    .reduceRight<Record<string, unknown> | undefined>(
      (fallback, strings) =>
        strings && fallback ? withFallback(strings, fallback) : (strings ?? fallback),
      undefined,
    );
}

function localeNode(
  language: string,
  namespace: string,
  strings: Record<string, unknown>,
  helpers: NodeHelpers,
): ContentNode {
  const fields = { language, ns: namespace, data: JSON.stringify(strings) };
  return {
    ...fields,
    id: helpers.createNodeId(`${LOCALE_TYPE} ${language} ${namespace}`),
    parent: null,
    children: [],
    internal: { type: LOCALE_TYPE, contentDigest: helpers.createContentDigest(fields) },
  };
}

/** The nodes of valid content read by `readContent`. */
export function contentNodes(
  content: ContentRead,
  rootDir: string,
  helpers: NodeHelpers,
): ContentNodes {
  const { languages, locales } = content;
  const context = { yamlDir: path.join(rootDir, "content"), languages };
  const nodes: ContentNodes = new Map();
  for (const name of Object.keys(collections) as CollectionName[]) {
    const value = content.collections[name];
    nodes.set(
      collections[name].typeName,
      value === undefined ? [] : collectionNodes(name, value, context, helpers),
    );
  }
  const namespaces = [...new Set(locales.map((locale) => locale.namespace))];
  nodes.set(
    LOCALE_TYPE,
    languages.flatMap((language) =>
      namespaces.flatMap((namespace) => {
        const strings = localeStrings(language, namespace, locales, languages);
        return strings ? [localeNode(language.code, namespace, strings, helpers)] : [];
      }),
    ),
  );
  return nodes;
}

/** What turns the nodes `before` into `after`: the nodes to delete, then those to create, in order. */
export function nodeChanges(
  before: ReadonlyMap<string, readonly NodeRef[]>,
  after: ContentNodes,
): { deleted: NodeRef[]; created: ContentNode[] } {
  const deleted: NodeRef[] = [];
  const created: ContentNode[] = [];
  for (const [type, nodes] of after) {
    const previous = new Map((before.get(type) ?? []).map((node) => [node.id, node]));
    const kept = new Set(nodes.map((node) => node.id));
    deleted.push(...[...previous.values()].filter((node) => !kept.has(node.id)));
    created.push(
      ...nodes.filter(
        (node) => previous.get(node.id)?.internal.contentDigest !== node.internal.contentDigest,
      ),
    );
  }
  return { deleted, created };
}
