import { render } from "@testing-library/react";
import { MarkdownContent } from "../../src/components/markdown-content";
import { parseMarkdown } from "../../src/content/markdown";
import { withPageTranslations } from "../../src/i18n/page-translations";

const locales = {
  edges: [{ node: { ns: "translation", data: JSON.stringify({ a11y: { newTab: "(new tab)" } }) } }],
};

/** A Markdown text as the build makes it (markdown.ts), drawn by the page's component. */
function draw(text: string, mode: "blocks" | "inline" = "blocks") {
  const { tree, problems } = parseMarkdown(text, mode);
  expect(problems).toEqual([]);
  const { container } = render(
    withPageTranslations(
      <div>
        <MarkdownContent tree={tree} projectHref={(id) => `/en/projects/${id}/`} />
      </div>,
      { data: { locales }, pageContext: { language: "en" } },
    ),
  );
  return container.firstElementChild!;
}

test("paragraphs, lists, emphasis, strong and inline code become their elements", () => {
  const drawn = draw("First *idea*, **strong** and `code`.\n\n* one\n* two\n\n1. first\n2. second");
  expect([...drawn.children].map((child) => child.tagName)).toEqual(["P", "UL", "OL"]);
  expect(drawn.querySelector("p em")!.textContent).toBe("idea");
  expect(drawn.querySelector("p strong")!.textContent).toBe("strong");
  expect(drawn.querySelector("p code")!.textContent).toBe("code");
  expect([...drawn.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual([
    "one",
    "two",
  ]);
  expect(drawn.querySelectorAll("ol > li")).toHaveLength(2);
});

test("text is text, never HTML: characters that look like markup are shown as they are", () => {
  const drawn = draw("Use `<script>` and 5 &lt; 6 & `a > b`.");
  expect(drawn.querySelector("script")).toBeNull();
  expect(drawn.textContent).toBe("Use <script> and 5 < 6 & a > b.");
});

test("an external link opens in a new tab and leaks nothing; a link to a project stays here", () => {
  const drawn = draw(
    "See [the repository](https://github.com/x/y), [write](mailto:a@b.io) or [fleet](project:fleet-app).",
  );
  const [external, mail, project] = [...drawn.querySelectorAll("a")];
  expect(external!.getAttribute("href")).toBe("https://github.com/x/y");
  expect(external!.getAttribute("target")).toBe("_blank");
  expect(external!.getAttribute("rel")).toBe("noopener noreferrer");
  expect(external!.textContent).toBe("the repository (new tab)");
  expect(mail!.getAttribute("href")).toBe("mailto:a@b.io");
  expect(mail!.hasAttribute("target")).toBe(false);
  expect(project!.getAttribute("href")).toBe("/en/projects/fleet-app/");
  expect(project!.hasAttribute("target")).toBe(false);
});

test("a one-paragraph text is drawn without its paragraph, to sit in the caller's", () => {
  const drawn = draw("**10 min** to produce the report", "inline");
  expect(drawn.querySelector("p")).toBeNull();
  expect(drawn.innerHTML).toBe(
    '<strong class="font-semibold text-slate-900 dark:text-white">10 min</strong> to produce the report',
  );
});
