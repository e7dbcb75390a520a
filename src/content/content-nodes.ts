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
import { graphqlFieldName, LOCALE_TYPE } from "./graphql-types";
import { MARKDOWN_MODES, parseMarkdown, type MarkdownMode } from "./markdown";
import { collections, type CollectionName, type Field, type Fields } from "./schema";
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

/**
 * An image path is relative to its YAML file; the node holds it absolute, so that the field
 * links to the File node of that path (`@link(by: "absolutePath")`, see graphql-types.ts).
 * Markdown is held as element trees, so that pages get no Markdown to parse, and no HTML.
 */
function nodeValue(value: unknown, spec: Field, yamlDir: string): unknown {
  if (value === null || value === undefined) return undefined;
  switch (spec.kind) {
    case "image":
      // With forward slashes, as File nodes hold their path on every system.
      return path
        .resolve(yamlDir, value as string)
        .split(path.sep)
        .join("/");
    case "object":
      return nodeFields(value as Record<string, unknown>, spec.fields, yamlDir);
    case "list":
      return (value as unknown[]).map((item) => nodeValue(item, spec.of, yamlDir));
    case "markdown":
    case "inlineMarkdown":
      return markdownTrees(value as Record<string, string>, MARKDOWN_MODES[spec.kind]);
    default:
      return value;
  }
}

function nodeFields(value: Record<string, unknown>, fields: Fields, yamlDir: string) {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) => {
      const fieldValue = nodeValue(value[name], spec, yamlDir);
      return fieldValue === undefined ? [] : [[graphqlFieldName(name), fieldValue]];
    }),
  );
}

function collectionNodes(
  name: CollectionName,
  value: unknown,
  contentDir: string,
  helpers: NodeHelpers,
): ContentNode[] {
  const { typeName, fields, shape } = collections[name];
  const entries = shape === "list" ? (value as Record<string, unknown>[]) : [value];
  // Queries without a sort list nodes in the order Gatsby created them. Ids that change with
  // the file make every save that changes it create all of its nodes again, in the file's
  // order, as gatsby-transformer-yaml did for the children of a changed file.
  const fileDigest = helpers.createContentDigest(value as object);
  return entries.map((entry, index) => {
    const data = nodeFields(entry as Record<string, unknown>, fields, contentDir);
    return {
      ...data,
      id: helpers.createNodeId(`${typeName} ${fileDigest} ${index}`),
      parent: null,
      children: [],
      internal: { type: typeName, contentDigest: helpers.createContentDigest(data) },
    };
  });
}

function localeNode(locale: LocaleFile, helpers: NodeHelpers): ContentNode {
  const fields = {
    language: locale.language,
    ns: locale.namespace,
    data: JSON.stringify(locale.strings),
  };
  return {
    ...fields,
    id: helpers.createNodeId(`${LOCALE_TYPE} ${locale.language} ${locale.namespace}`),
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
  const contentDir = path.join(rootDir, "content");
  const nodes: ContentNodes = new Map();
  for (const name of Object.keys(collections) as CollectionName[]) {
    const value = content.collections[name];
    nodes.set(
      collections[name].typeName,
      value === undefined ? [] : collectionNodes(name, value, contentDir, helpers),
    );
  }
  nodes.set(
    LOCALE_TYPE,
    content.locales.map((locale) => localeNode(locale, helpers)),
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
