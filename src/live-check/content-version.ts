/**
 * `npm run develop` only: what makes Gatsby run a page's query again after every content save
 * it takes in, even one that lands while that query runs.
 *
 * A node changed while a page's query runs is taken in, and Gatsby then creates the pages again
 * and runs the queries it marked, but not that one: starting the query dropped what it depended
 * on, and finishing it cleared its mark, so the page kept what it read before the save. (Seen
 * with `CI=true`, where Gatsby runs every page's query after each change: two files saved a
 * second apart, no page of the site open.)
 * A page whose context changes is marked again when it is created, so each home page carries
 * this digest of the content's nodes in its context.
 */
import type { Node } from "gatsby";
import { CONTENT_NODE_TYPES } from "../content/content-nodes";

export function contentVersion(
  getNodesByType: (type: string) => Node[],
  createContentDigest: (input: string | object) => string,
): string {
  return createContentDigest(
    CONTENT_NODE_TYPES.map((type) =>
      getNodesByType(type).map((node) => node.internal.contentDigest),
    ),
  );
}
