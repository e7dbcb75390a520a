/**
 * The one Markdown parser of the content (build time only): a text becomes the element tree
 * of `markdown-tree.ts`, with a message for everything in it the site does not show.
 *
 * The validation reports the messages (`check-markdown.ts`); the content nodes store the
 * trees of content that passed it (`content-nodes.ts`). Allowed: paragraphs, bullet and
 * numbered lists (nested too), emphasis, strong, inline code, links to full addresses or to
 * another project, hard line breaks; a soft line break is a space. Anything else is named,
 * never silently dropped, since an editor would not see it was lost.
 */
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import type { MarkdownElement, MarkdownNode } from "./markdown-tree";
import { EMAIL_PATTERN, URL_PATTERN } from "./value-formats";

/** `blocks`: paragraphs and lists. `inline`: one paragraph, its content as the tree. */
export type MarkdownMode = "blocks" | "inline";

/** The mode of each Markdown kind of field of `schema.ts`. */
export const MARKDOWN_MODES = { markdown: "blocks", inlineMarkdown: "inline" } as const;

export interface ParsedMarkdown {
  tree: MarkdownNode[];
  /** One message per construct the site does not allow, saying what to write instead. */
  problems: string[];
  /** Ids the text links to with `project:<id>`, in order: the validation checks they exist. */
  projectLinks: string[];
}

/** The scheme of a link to another project of `content/projects.yaml`. */
export const PROJECT_LINK_SCHEME = "project:";

// `html: true` only so that markdown-it recognises raw HTML as CommonMark defines it, and the
// text can be refused by name; with `html: false` it would reach the page as literal text.
// No HTML ever leaves this module: the tree is made from tokens, and an HTML token is a
// problem, never a node. Tables and strikethrough stay on (the default preset) for the same
// reason: to be named, not read as plain text.
const parser = new MarkdownIt({ html: true, linkify: false, typographer: false });
// Every link is tokenised whatever its scheme, so that `javascript:` or a relative path is
// refused by name below instead of staying in the text as `[text](…)`.
parser.validateLink = () => true;

const ALTERNATIVES = {
  block: "write a paragraph, with **bold** words if needed",
  link: "link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)",
};

/** A short quotation of the source, so the editor can find it. */
function quote(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return JSON.stringify(line.length > 40 ? `${line.slice(0, 39)}…` : line);
}

const isWebAddress = (href: string) => new RegExp(URL_PATTERN).test(href) && URL.canParse(href);
const isMailAddress = (href: string) =>
  href.startsWith("mailto:") && new RegExp(EMAIL_PATTERN).test(href.slice("mailto:".length));

/** Turns markdown-it's token stream into the tree, collecting the problems on the way. */
class TreeBuilder {
  readonly problems: string[] = [];
  readonly projectLinks: string[] = [];

  constructor(private readonly lines: string[]) {}

  private sourceOf(token: Token): string {
    return token.map ? this.lines.slice(token.map[0], token.map[1]).join("\n") : token.content;
  }

  /** A block the site does not show: named, and skipped with everything inside it. */
  private refuseBlock(tokens: Token[], at: number, message: string): number {
    this.problems.push(message);
    const open = tokens[at]!;
    if (open.nesting !== 1) return at;
    let end = at + 1;
    while (
      end < tokens.length &&
      !(tokens[end]!.level === open.level && tokens[end]!.nesting === -1)
    ) {
      end += 1;
    }
    return end;
  }

  private blockProblem(token: Token): string | undefined {
    const source = quote(this.sourceOf(token));
    switch (token.type) {
      case "heading_open": {
        // A line of `---` or `===` under a paragraph makes it a heading (a "setext" heading).
        const underlined = /^[-=]$/.test(token.markup)
          ? ` (underlined with ${token.markup.repeat(3)})`
          : "";
        return `heading ${source}${underlined}: no headings in a text (the page has its own); ${ALTERNATIVES.block}`;
      }
      case "fence":
      case "code_block":
        return `code block ${source}: no code blocks (a line indented by 4 spaces makes one too); write \`inline code\` in a sentence, lines starting at the margin`;
      case "blockquote_open":
        return `block quote ${source}: no block quotes; write a paragraph, the quotation between « » or “ ”`;
      case "table_open":
        return `table ${source}: no tables; use a list`;
      case "hr":
        return `horizontal rule ${source}: not allowed; leave an empty line between paragraphs`;
      case "html_block":
        return `HTML ${source}: no HTML; use Markdown (**bold**, *italic*, [text](https://…), lists with - or 1.)`;
      default:
        return undefined;
    }
  }

  /** The block tokens as a tree: paragraphs, lists and their items. */
  blocks(tokens: Token[]): MarkdownNode[] {
    const root: MarkdownNode[] = [];
    const open: MarkdownNode[][] = [root];
    const current = () => open[open.length - 1]!;
    const push = (tag: "p" | "ul" | "ol" | "li") => {
      const element = { tag, children: [] };
      current().push(element);
      open.push(element.children);
    };
    for (let at = 0; at < tokens.length; at += 1) {
      const token = tokens[at]!;
      switch (token.type) {
        case "paragraph_open":
          // A tight list's items hold their text directly, as in HTML.
          if (!token.hidden) push("p");
          break;
        case "bullet_list_open":
          push("ul");
          break;
        case "ordered_list_open": {
          const start = token.attrGet("start");
          if (start !== null && Number(start) !== 1) {
            this.problems.push(
              `numbered list starting at ${start} ${quote(this.sourceOf(token))}: number it from 1 (a line starting with a number and a dot starts a list: write 2023\\. for the number itself)`,
            );
          }
          push("ol");
          break;
        }
        case "list_item_open":
          push("li");
          break;
        case "paragraph_close":
          if (!token.hidden) open.pop();
          break;
        case "bullet_list_close":
        case "ordered_list_close":
        case "list_item_close":
          open.pop();
          break;
        case "inline":
          current().push(...this.inline(token.children ?? []));
          break;
        default:
          at = this.refuseBlock(
            tokens,
            at,
            this.blockProblem(token) ?? `${quote(this.sourceOf(token))}: not allowed in a text`,
          );
      }
    }
    return root;
  }

  private link(token: Token): MarkdownElement | undefined {
    const href = String(token.attrGet("href") ?? "");
    const title = token.attrGet("title");
    if (title !== null) {
      this.problems.push(
        `link title ${quote(String(title))}: not allowed (no one sees it on a phone); put the words in the link's text`,
      );
    }
    if (href.startsWith(PROJECT_LINK_SCHEME)) {
      const project = href.slice(PROJECT_LINK_SCHEME.length);
      this.projectLinks.push(project);
      return { tag: "a", project, children: [] };
    }
    if (isWebAddress(href) || isMailAddress(href)) return { tag: "a", href, children: [] };
    this.problems.push(`link ${quote(href)}: not allowed; ${ALTERNATIVES.link}`);
    return undefined;
  }

  private inlineProblem(token: Token): string {
    switch (token.type) {
      case "image":
        return `image ${quote(`![${token.content}](${token.attrGet("src") ?? ""})`)}: no images in a text; add the screenshot to the case study's media, with its alt text`;
      case "html_inline":
        return `HTML ${quote(token.content)}: no HTML; use Markdown (**bold**, *italic*, [text](https://…))`;
      case "s_open":
        return `strikethrough "~~": not allowed; use *italic* or **bold**`;
      default:
        return `${quote(token.markup || token.content || token.type)}: not allowed in a text`;
    }
  }

  /** The tokens of one paragraph as nodes; adjacent text is one string. */
  inline(tokens: Token[]): MarkdownNode[] {
    const root: MarkdownNode[] = [];
    // The children of each open element; undefined for a refused one, whose content is dropped.
    const open: (MarkdownNode[] | undefined)[] = [root];
    const add = (node: MarkdownNode) => {
      // markdown-it leaves empty text tokens where emphasis markers were.
      if (node === "") return;
      const children = open[open.length - 1];
      const last = children?.[children.length - 1];
      if (typeof node === "string" && typeof last === "string") {
        children![children!.length - 1] = last + node;
      } else {
        children?.push(node);
      }
    };
    const enter = (element: MarkdownElement | undefined) => {
      if (element) add(element);
      open.push(element && "children" in element ? element.children : undefined);
    };
    for (const token of tokens) {
      switch (token.type) {
        case "text":
          add(token.content);
          break;
        case "softbreak":
          add(" ");
          break;
        case "hardbreak":
          add({ tag: "br" });
          break;
        case "code_inline":
          add({ tag: "code", children: [token.content] });
          break;
        case "em_open":
          enter({ tag: "em", children: [] });
          break;
        case "strong_open":
          enter({ tag: "strong", children: [] });
          break;
        case "link_open":
          enter(this.link(token));
          break;
        case "link_close": {
          // A link without words would be an unnamed link for a screen reader.
          const children = open.pop();
          if (children?.length === 0) {
            this.problems.push("link without text: write the words to click between the [ ]");
          }
          break;
        }
        default:
          if (token.nesting === -1) {
            open.pop();
            break;
          }
          this.problems.push(this.inlineProblem(token));
          if (token.nesting === 1) open.push(undefined);
      }
    }
    return root;
  }
}

/** Parses one Markdown text of the content; `problems` is empty when the site can show all of it. */
export function parseMarkdown(text: string, mode: MarkdownMode): ParsedMarkdown {
  const tokens = parser.parse(text, {});
  const builder = new TreeBuilder(text.split("\n"));
  const blocks = builder.blocks(tokens);
  const { problems, projectLinks } = builder;
  if (mode === "blocks") return { tree: blocks, problems, projectLinks };
  const [first] = blocks;
  if (blocks.length === 1 && typeof first === "object" && first.tag === "p") {
    return { tree: first.children, problems, projectLinks };
  }
  problems.push("only one paragraph here: no list, and no empty line inside the text");
  return { tree: blocks, problems, projectLinks };
}

/** Every address an external link of the tree points at (`https://…`, `mailto:…`). */
export function linkedAddresses(tree: readonly MarkdownNode[]): string[] {
  return tree.flatMap((node) => {
    if (typeof node === "string" || node.tag === "br") return [];
    const own = "href" in node ? [node.href] : [];
    return [...own, ...linkedAddresses(node.children)];
  });
}
