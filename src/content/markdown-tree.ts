/**
 * The Markdown texts of the content as the pages receive them: a small element tree, made at
 * build time (`markdown.ts`) and queried as JSON, that a component maps to JSX. No Markdown
 * library and no HTML string reach the browser. Types only, so browser code may import it.
 *
 * A block text (`markdown` fields) is a list of `p`, `ul` and `ol`; a one-paragraph text
 * (`inlineMarkdown` fields) is the paragraph's content alone, without its `p`. A string is
 * text, entities already decoded: render it as text, never as HTML.
 */
export type MarkdownNode = string | MarkdownElement;

export type MarkdownElement =
  | { tag: "p" | "ul" | "ol" | "li" | "em" | "strong" | "code"; children: MarkdownNode[] }
  /** An external link: `https://`, `http://` or `mailto:`. */
  | { tag: "a"; href: string; children: MarkdownNode[] }
  /** A link to another project of `content/projects.yaml`, by its id: `[text](project:booking-app)`. */
  | { tag: "a"; project: string; children: MarkdownNode[] }
  /** A hard line break (a line ending in `\` or in two spaces). */
  | { tag: "br" };
