import type { GatsbyNode, Node, NodeInput } from "gatsby";

/** The gatsby-source-filesystem instance of locales/ (gatsby-config.ts). */
export const LOCALE_SOURCE = "locale";

/** A file of locales/: `<language>/<namespace>.json`. */
interface LocaleFile extends Node {
  sourceInstanceName: string;
  relativeDirectory: string;
  relativePath: string;
  name: string;
}

/** The Locale node type: one per file of locales/, its strings as JSON text. */
export const localeTypeDefs = `
  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    data: String!
  }
`;

/**
 * Each file of locales/ becomes a Locale node: its language (the folder), its namespace (the
 * file's name) and its strings, which a page queries for its language (`allLocale`). The
 * build has already checked every file (src/content/check-locales.ts).
 */
export const createLocaleNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as LocaleFile;
  if (file.internal.type !== "File" || file.sourceInstanceName !== LOCALE_SOURCE) return;
  if (file.internal.mediaType !== "application/json") return;
  let data: string;
  try {
    data = JSON.stringify(JSON.parse(await loadNodeContent(file)));
  } catch (error) {
    throw new Error(`locales/${file.relativePath}: not valid JSON (${(error as Error).message})`);
  }
  const locale: NodeInput = {
    id: createNodeId(`${file.id} >>> Locale`),
    parent: file.id,
    language: file.relativeDirectory,
    ns: file.name,
    data,
    internal: { type: "Locale", contentDigest: createContentDigest(data) },
  };
  actions.createNode(locale);
  actions.createParentChildLink({ parent: file, child: locale });
};
