/**
 * Checks one Markdown text of the content with the parser that makes its tree (markdown.ts):
 * what the site cannot show, and links to a project that `content/projects.yaml` does not have.
 */
import { parseMarkdown, PROJECT_LINK_SCHEME, type MarkdownMode } from "./markdown";

export function markdownProblems(
  text: string,
  mode: MarkdownMode,
  projectIds: ReadonlySet<string>,
): string[] {
  const { problems, projectLinks } = parseMarkdown(text, mode);
  const known = [...projectIds].join(", ");
  const unknown = projectLinks
    .filter((id) => !projectIds.has(id))
    .map(
      (id) =>
        `link "${PROJECT_LINK_SCHEME}${id}": no project "${id}" in content/projects.yaml (its ids: ${known})`,
    );
  return [...problems, ...unknown];
}
