import type { MarkdownNode } from "./markdown-tree";

/**
 * The words of a one-paragraph Markdown text (an `inlineMarkdown` field's tree), for outputs
 * that show no formatting (the JSON Resume): emphasis, code and links keep their words, a hard
 * line break becomes a space, since such an output shows the text as one line.
 */
export const inlineMarkdownText = (nodes: readonly MarkdownNode[]): string =>
  nodes
    .map((node) => {
      if (typeof node === "string") return node;
      return "children" in node ? inlineMarkdownText(node.children) : " ";
    })
    .join("");
