/**
 * @jest-environment node
 *
 * The content's Markdown parser: every construct the site shows becomes its element tree,
 * everything else is named with what to write instead, and nothing is dropped silently.
 */
import { linkedAddresses, parseMarkdown } from "../../src/content/markdown";
import type { MarkdownNode } from "../../src/content/markdown-tree";

const tree = (text: string) => {
  const parsed = parseMarkdown(text, "blocks");
  expect(parsed.problems).toEqual([]);
  return parsed.tree;
};
const problems = (text: string, mode: "blocks" | "inline" = "blocks") =>
  parseMarkdown(text, mode).problems;
const p = (...children: MarkdownNode[]): MarkdownNode => ({ tag: "p", children });

describe("what the site shows", () => {
  test("paragraphs, a soft line break read as a space", () => {
    expect(tree("First line\nsame paragraph.\n\nSecond paragraph.")).toEqual([
      p("First line same paragraph."),
      p("Second paragraph."),
    ]);
  });

  test("emphasis, strong, inline code, nested", () => {
    expect(tree("*Un* **deux** `trois` **gras *et italique***")).toEqual([
      p(
        { tag: "em", children: ["Un"] },
        " ",
        { tag: "strong", children: ["deux"] },
        " ",
        { tag: "code", children: ["trois"] },
        " ",
        { tag: "strong", children: ["gras ", { tag: "em", children: ["et italique"] }] },
      ),
    ]);
    expect(tree("_un_ __deux__")).toEqual([
      p({ tag: "em", children: ["un"] }, " ", { tag: "strong", children: ["deux"] }),
    ]);
  });

  test("hard line breaks, with a backslash or two spaces", () => {
    expect(tree("one\\\ntwo  \nthree")).toEqual([
      p("one", { tag: "br" }, "two", { tag: "br" }, "three"),
    ]);
  });

  test("external links: https, http, mailto and autolinks", () => {
    expect(
      tree(
        "[docs](https://www.postgresql.org/docs/) [old](http://example.org/a?b=1#c) [me](mailto:me@example.org) <https://a.example> <me@example.org>",
      ),
    ).toEqual([
      p(
        { tag: "a", href: "https://www.postgresql.org/docs/", children: ["docs"] },
        " ",
        { tag: "a", href: "http://example.org/a?b=1#c", children: ["old"] },
        " ",
        { tag: "a", href: "mailto:me@example.org", children: ["me"] },
        " ",
        { tag: "a", href: "https://a.example", children: ["https://a.example"] },
        " ",
        { tag: "a", href: "mailto:me@example.org", children: ["me@example.org"] },
      ),
    ]);
  });

  test("a link to another project, with formatted text", () => {
    const parsed = parseMarkdown("Voir [la *réservation*](project:booking-app).", "blocks");
    expect(parsed).toEqual({
      tree: [
        p(
          "Voir ",
          {
            tag: "a",
            project: "booking-app",
            children: ["la ", { tag: "em", children: ["réservation"] }],
          },
          ".",
        ),
      ],
      problems: [],
      projectLinks: ["booking-app"],
    });
  });

  test("bullet and numbered lists, tight ones holding their text directly", () => {
    expect(tree("- un\n- deux\n\n1. one\n2. two")).toEqual([
      {
        tag: "ul",
        children: [
          { tag: "li", children: ["un"] },
          { tag: "li", children: ["deux"] },
        ],
      },
      {
        tag: "ol",
        children: [
          { tag: "li", children: ["one"] },
          { tag: "li", children: ["two"] },
        ],
      },
    ]);
    expect(tree("* star\n+ plus")).toEqual([
      { tag: "ul", children: [{ tag: "li", children: ["star"] }] },
      { tag: "ul", children: [{ tag: "li", children: ["plus"] }] },
    ]);
  });

  test("loose lists hold paragraphs, nested lists sit in their item", () => {
    expect(tree("1. First\n\n   More about it.\n2. Second\n   - a\n   - b")).toEqual([
      {
        tag: "ol",
        children: [
          { tag: "li", children: [p("First"), p("More about it.")] },
          {
            tag: "li",
            children: [
              p("Second"),
              {
                tag: "ul",
                children: [
                  { tag: "li", children: ["a"] },
                  { tag: "li", children: ["b"] },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  test("entities and backslash escapes are decoded text, HTML-looking text stays text", () => {
    expect(tree("R&amp;D &lt;b&gt; 5&nbsp;% \\*not em\\* \\<i> a < b &copy; &#233;")).toEqual([
      p("R&D <b> 5\u00a0% *not em* <i> a < b © é"),
    ]);
  });

  test("French typography passes through: guillemets and non-breaking spaces", () => {
    expect(tree("« Budget » : 40\u202f% ;")).toEqual([p("« Budget » : 40\u202f% ;")]);
  });

  test("inline code keeps its content as written", () => {
    expect(tree("`<div> & **x**`")).toEqual([p({ tag: "code", children: ["<div> & **x**"] })]);
  });

  test("a one-paragraph text is the paragraph's content, without its p", () => {
    expect(parseMarkdown("**3×** plus *vite*", "inline")).toEqual({
      tree: [{ tag: "strong", children: ["3×"] }, " plus ", { tag: "em", children: ["vite"] }],
      problems: [],
      projectLinks: [],
    });
  });
});

describe("what is refused, with what to write instead", () => {
  test.each([
    [
      "an ATX heading",
      "Intro\n\n## Résultats",
      'heading "## Résultats": no headings in a text (the page has its own); write a paragraph, with **bold** words if needed',
    ],
    [
      "an underlined heading",
      "Résultats\n---",
      'heading "Résultats" (underlined with ---): no headings in a text (the page has its own); write a paragraph, with **bold** words if needed',
    ],
    [
      "a fenced code block",
      "```java\nint x;\n```",
      'code block "```java": no code blocks (a line indented by 4 spaces makes one too); write `inline code` in a sentence, lines starting at the margin',
    ],
    [
      "an indented code block",
      "Text\n\n    indented",
      'code block "indented": no code blocks (a line indented by 4 spaces makes one too); write `inline code` in a sentence, lines starting at the margin',
    ],
    [
      "a block quote",
      "> Quoted words",
      'block quote "> Quoted words": no block quotes; write a paragraph, the quotation between « » or “ ”',
    ],
    ["a table", "| a | b |\n|---|---|\n| 1 | 2 |", 'table "| a | b |": no tables; use a list'],
    [
      "a horizontal rule",
      "One\n\n***\n\nTwo",
      'horizontal rule "***": not allowed; leave an empty line between paragraphs',
    ],
    [
      "an HTML block",
      '<div class="x">\nText\n</div>',
      'HTML "<div class=\\"x\\">": no HTML; use Markdown (**bold**, *italic*, [text](https://…), lists with - or 1.)',
    ],
    [
      "inline HTML",
      "Line<br>break",
      'HTML "<br>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
    ],
    [
      "an image",
      "See ![the map](images/map.png)",
      'image "![the map](images/map.png)": no images in a text; add the screenshot to the case study\'s media, with its alt text',
    ],
    ["strikethrough", "~~old~~ new", 'strikethrough "~~": not allowed; use *italic* or **bold**'],
    [
      "a relative link",
      "[the code](../src/app.ts)",
      'link "../src/app.ts": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
    [
      "a link to an anchor",
      "[below](#results)",
      'link "#results": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
    [
      "a javascript: link",
      "[click](javascript:alert(1))",
      'link "javascript:alert(1)": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
    [
      "another scheme",
      "[call](tel:+33100000000)",
      'link "tel:+33100000000": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
    [
      "a mailto: link without an address",
      "[write](mailto:someone)",
      'link "mailto:someone": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
    [
      "a link title",
      '[docs](https://example.org "The docs")',
      'link title "The docs": not allowed (no one sees it on a phone); put the words in the link\'s text',
    ],
    [
      "a link without text",
      "[](https://example.org)",
      "link without text: write the words to click between the [ ]",
    ],
    [
      "a numbered list that does not start at 1",
      "2023. Une année chargée.",
      'numbered list starting at 2023 "2023. Une année chargée.": number it from 1 (a line starting with a number and a dot starts a list: write 2023\\. for the number itself)',
    ],
  ])("%s", (_name, text, message) => {
    expect(problems(text)).toEqual([message]);
  });

  test("a refused block is named once, whatever it holds", () => {
    expect(problems("> # Quoted heading\n> - and a list")).toEqual([
      'block quote "> # Quoted heading": no block quotes; write a paragraph, the quotation between « » or “ ”',
    ]);
  });

  test("every problem of a text is named, in order", () => {
    expect(problems("# Title\n\nText with <b>HTML</b> and ![x](y.png)")).toEqual([
      'heading "# Title": no headings in a text (the page has its own); write a paragraph, with **bold** words if needed',
      'HTML "<b>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
      'HTML "</b>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
      'image "![x](y.png)": no images in a text; add the screenshot to the case study\'s media, with its alt text',
    ]);
  });

  test("a long line is quoted shortened", () => {
    expect(problems(`# ${"a".repeat(60)}`)).toEqual([
      `heading "# ${"a".repeat(37)}…": no headings in a text (the page has its own); write a paragraph, with **bold** words if needed`,
    ]);
  });

  test.each([
    ["a list", "- one\n- two"],
    ["a second paragraph", "One.\n\nTwo."],
  ])("a one-paragraph text refuses %s", (_name, text) => {
    expect(problems(text, "inline")).toEqual([
      "only one paragraph here: no list, and no empty line inside the text",
    ]);
  });

  test("a project link's id is given to the validation, whatever it is", () => {
    expect(parseMarkdown("[a](project:nowhere) [b](project:fleet-app)", "blocks")).toMatchObject({
      problems: [],
      projectLinks: ["nowhere", "fleet-app"],
    });
  });
});

test("linkedAddresses lists the external links of a tree, not the project links", () => {
  const { tree: nodes } = parseMarkdown(
    "- [a](https://a.example)\n- *[b](mailto:b@example.org)* [c](project:fleet-app)",
    "blocks",
  );
  expect(linkedAddresses(nodes)).toEqual(["https://a.example", "mailto:b@example.org"]);
});
