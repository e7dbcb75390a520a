import type { ReactNode } from "react";
import type { MarkdownElement, MarkdownNode } from "../content/markdown-tree";
import { ExternalLink } from "./external-link";

/** Where a link to another project of the content leads (its case study, or its card). */
export type ProjectHref = (projectId: string) => string;

const linkClass =
  "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100";

/** The look of each element of a Markdown text (no typography plugin: the few the content allows). */
const CLASSES = {
  p: "mt-4 first:mt-0",
  ul: "mt-4 list-disc space-y-2 ps-6 first:mt-0",
  ol: "mt-4 list-decimal space-y-2 ps-6 first:mt-0",
  li: "ps-1",
  em: "",
  strong: "font-semibold text-slate-900 dark:text-white",
  code: "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] dark:bg-slate-800",
} as const;

function renderNodes(nodes: readonly MarkdownNode[], projectHref: ProjectHref): ReactNode[] {
  // The tree is static content: an item's place in its list is its identity.
  return nodes.map((node, index) =>
    typeof node === "string" ? node : renderElement(node, index, projectHref),
  );
}

function renderElement(element: MarkdownElement, key: number, projectHref: ProjectHref) {
  if (element.tag === "br") return <br key={key} />;
  const children = renderNodes(element.children, projectHref);
  if (element.tag !== "a") {
    const Tag = element.tag;
    return (
      // Code reads left to right on a right-to-left page too.
      <Tag key={key} className={CLASSES[Tag] || undefined} dir={Tag === "code" ? "ltr" : undefined}>
        {children}
      </Tag>
    );
  }
  // A link to another project, or to write to someone, stays in this tab.
  if ("project" in element || element.href.startsWith("mailto:")) {
    const href = "project" in element ? projectHref(element.project) : element.href;
    return (
      <a key={key} href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <ExternalLink key={key} href={element.href} className={linkClass}>
      {children}
    </ExternalLink>
  );
}

/**
 * A Markdown text of the content, as the element tree the build made of it
 * (src/content/markdown.ts): rendered as React elements, so its text is always text, never
 * HTML, and no Markdown library reaches the browser.
 */
export function MarkdownContent({
  tree,
  projectHref,
}: {
  tree: unknown;
  projectHref: ProjectHref;
}) {
  // GraphQL types the field as JSON: its shape is markdown-tree.ts's, made by the build.
  return <>{renderNodes(tree as MarkdownNode[], projectHref)}</>;
}
