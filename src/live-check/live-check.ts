/**
 * The development server's content check: on each save under `content/` or `locales/`, the
 * build's validation runs again. A mistake is printed in the terminal, as the build prints it,
 * and sent to the page, which shows it in a panel (content-problems-panel.tsx); the nodes, and so
 * the page, keep the last valid content. Once the content is valid again, its nodes are updated:
 * the page shows the change, without a restart.
 */
import type { CreateDevServerArgs } from "gatsby";
import {
  CONTENT_NODE_TYPES,
  contentNodes,
  nodeChanges,
  type NodeRef,
} from "../content/content-nodes";
import { readContent } from "../content/validate-content";
import { CONTENT_PROBLEMS_PATH } from "./content-problems-path";
import { CONTENT_VALID_AGAIN, liveProblemsMessage } from "./live-messages";
import { problemsStream } from "./problems-stream";
import { watchContent } from "./watch-content";

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** What the check needs of Gatsby's gatsby-node API arguments. */
export type CheckApi = Pick<
  CreateDevServerArgs,
  "actions" | "reporter" | "getNodesByType" | "createNodeId" | "createContentDigest"
>;

/**
 * The check of one save: reads the whole content again; while it has problems, says them (each
 * new list once) and leaves the nodes alone; once it is valid, updates the nodes that changed.
 * `publish` gets each new list of problems, empty once the content is valid.
 */
export function contentCheck(
  api: CheckApi,
  rootDir: string,
  publish: (problems: readonly string[]) => void,
): () => void {
  const { actions, reporter, getNodesByType, createNodeId, createContentDigest } = api;
  // What the nodes hold now: the content sourced at start-up, then each valid save's.
  let sourced = new Map<string, readonly NodeRef[]>(
    CONTENT_NODE_TYPES.map((type) => [type, getNodesByType(type)]),
  );
  let problems: readonly string[] = [];

  return () => {
    const content = readContent(rootDir);
    const changed = !sameLines(content.problems, problems);
    if (content.problems.length > 0) {
      if (changed) reporter.warn(liveProblemsMessage(content.problems));
    } else {
      const nodes = contentNodes(content, rootDir, { createNodeId, createContentDigest });
      const { deleted, created } = nodeChanges(sourced, nodes);
      for (const node of deleted) actions.deleteNode(node);
      for (const node of created) void actions.createNode(node);
      sourced = nodes;
      if (problems.length > 0) reporter.success(CONTENT_VALID_AGAIN);
    }
    if (changed) publish(content.problems);
    problems = content.problems;
  };
}

export function startLiveCheck(args: CreateDevServerArgs, rootDir: string): void {
  const stream = problemsStream();
  args.app.get(CONTENT_PROBLEMS_PATH, stream.subscribe);
  const check = contentCheck(args, rootDir, stream.publish);
  watchContent(rootDir, () => {
    try {
      check();
    } catch (error) {
      // An unreadable folder or the like: said, without stopping the development server.
      args.reporter.error("Cannot check the content", error as Error);
    }
  });
}
