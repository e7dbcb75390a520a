/**
 * @jest-environment node
 *
 * What the editor's save writes: the form's value goes back into the file in place, so the
 * diff of a change is the lines of that change, and the rest (comments, order, quoting,
 * flow lists) is left as it was.
 */
import { readForEditor } from "../../src/editor/content-file-io";
import { editorFiles, type EditorFile } from "../../src/editor/editor-files";
import { fromEditorView } from "../../src/editor/editor-view";
import { mergeIntoJson } from "../../src/editor/merge-json";
import { mergeIntoYaml, readYamlValue } from "../../src/editor/merge-yaml";
import { parseMarkdown } from "../../src/content/markdown";
import { collections, type CollectionName } from "../../src/content/schema";
import { readIn, repoRoot, shippedLanguages } from "./content-fixture";

type View = Record<string, unknown>;
type Entry = Record<string, unknown>;

const files = editorFiles(repoRoot);
/** The shipped default language's code: a label the same in every language is written as its. */
const DEFAULT_LANGUAGE = shippedLanguages()[0]!.code;
const fileNamed = (path: string) => files.find((file) => file.path === path) as EditorFile;

/** What the form loads for a file, as an object to change. */
function formValue(path: string): View {
  const read = readForEditor(repoRoot, fileNamed(path));
  if (!read.ok) throw new Error(read.problem);
  return JSON.parse(read.data) as View;
}

/** The file's text once the form's value is saved into it. */
function saved(path: string, view: View): string {
  const file = fileNamed(path);
  const text = readIn(repoRoot, path);
  const merged =
    file.kind === "locale"
      ? mergeIntoJson(text, view)
      : mergeIntoYaml(text, fromEditorView(file.collection, view, file.defaultLanguage));
  if (!merged.ok) throw new Error(merged.reason);
  return merged.text;
}

/** The lines a line diff shows, in file order: `-` removed, `+` added. */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const next = after.split("\n");
  // common[i][j]: the longest common subsequence of old[i..] and next[j..].
  const common = Array.from({ length: old.length + 1 }, () =>
    new Array<number>(next.length + 1).fill(0),
  );
  for (let i = old.length - 1; i >= 0; i -= 1) {
    for (let j = next.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        old[i] === next[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < next.length) {
    if (i < old.length && j < next.length && old[i] === next[j]) {
      i += 1;
      j += 1;
    } else if (j >= next.length || (i < old.length && common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push(`-${old[i]}`);
      i += 1;
    } else {
      lines.push(`+${next[j]}`);
      j += 1;
    }
  }
  return lines;
}

const entries = (view: View) => view.entries as Entry[];
const entry = (view: View, id: string) => entries(view).find((item) => item.id === id) as Entry;

test.each(files.map((file) => [file.path]))("%s is saved back byte for byte", (path) => {
  expect(saved(path, formValue(path))).toBe(readIn(repoRoot, path));
});

test("a changed title is one line", () => {
  const view = formValue("content/experience.yaml");
  (entry(view, "northwind-bank").title as Entry).en = "Principal engineer, Northwind Bank";
  const after = saved("content/experience.yaml", view);
  expect(changedLines(readIn(repoRoot, "content/experience.yaml"), after)).toEqual([
    "-    en: Senior software engineer, Northwind Bank",
    "+    en: Principal engineer, Northwind Bank",
  ]);
});

test("a changed string of a locale file is one line", () => {
  const view = formValue("locales/fr/translation.json");
  (view.home as Entry).greeting = "Salut, je suis";
  const after = saved("locales/fr/translation.json", view);
  expect(changedLines(readIn(repoRoot, "locales/fr/translation.json"), after)).toEqual([
    '-    "greeting": "Bonjour, je suis",',
    '+    "greeting": "Salut, je suis",',
  ]);
});

test("a flow list stays on its line, items added and removed", () => {
  const view = formValue("content/experience.yaml");
  const fabrikam = entry(view, "fabrikam-intern");
  fabrikam.skills = ["Python", "PyTest", "GitLab CI", "Docker", "1.5"];
  expect(
    changedLines(
      readIn(repoRoot, "content/experience.yaml"),
      saved("content/experience.yaml", view),
    ),
  ).toEqual([
    "-  skills: [Python, PyTest, Jenkins, Docker]",
    '+  skills: [Python, PyTest, GitLab CI, Docker, "1.5"]',
  ]);
});

test("an optional field that is filled in lands where the schema declares it", () => {
  const view = formValue("content/experience.yaml");
  entry(view, "fabrikam-intern").logo = "images/logos/contoso.svg";
  const after = saved("content/experience.yaml", view);
  expect(changedLines(readIn(repoRoot, "content/experience.yaml"), after)).toEqual([
    "+  logo: images/logos/contoso.svg",
  ]);
  expect(after).toContain(
    "    en: Automated the integration tests of a booking system with PyTest and Jenkins.\n  logo: images/logos/contoso.svg\n  skills:",
  );
});

test("an optional field that is emptied is removed, with the comment about it", () => {
  const view = formValue("content/site.yaml");
  view.portrait = "";
  expect(
    changedLines(readIn(repoRoot, "content/site.yaml"), saved("content/site.yaml", view)),
  ).toEqual([
    "-# Optional: a square photo of you (JPG or PNG, at least 640x640), shown in the hero.",
    "-portrait: images/portrait/camille-laurent.jpg",
  ]);
});

test("an optional { fr, en } field emptied in both languages is removed", () => {
  const view = formValue("content/experience.yaml");
  entry(view, "northwind-bank").impact = { fr: "", en: " " };
  const after = saved("content/experience.yaml", view);
  expect(after).not.toContain("impact:");
  expect(changedLines(readIn(repoRoot, "content/experience.yaml"), after)).toHaveLength(3);
});

test("a label is written once when its English part is empty, as { fr, en } otherwise", () => {
  const view = formValue("content/experience.yaml");
  expect(entry(view, "contoso-mobility").year).toEqual({ fr: "2021 – 2023" });
  entry(view, "northwind-bank").year = { fr: "2023 – 2025", en: "" };
  entry(view, "contoso-mobility").year = { fr: "2021 – 2023", en: "2021 to 2023" };
  const after = saved("content/experience.yaml", view);
  expect(changedLines(readIn(repoRoot, "content/experience.yaml"), after)).toEqual([
    "-  year:",
    "-    fr: 2023 – aujourd'hui",
    "-    en: 2023 – present",
    "+  year: 2023 – 2025",
    "-  year: 2021 – 2023",
    "+  year:",
    "+    fr: 2021 – 2023",
    "+    en: 2021 to 2023",
  ]);
});

test("skills that differ between languages stay { fr, en }, the others plain text", () => {
  const view = formValue("content/skills.yaml");
  const testing = entry(view, "testing");
  expect(testing.items).toEqual([
    { fr: "JUnit" },
    { fr: "PyTest" },
    { fr: "Postman" },
    { fr: "Tests de bout en bout", en: "End-to-end testing" },
  ]);
  testing.items = [
    ...(testing.items as Entry[]),
    { fr: "Tests de charge", en: "Load testing" },
    { fr: "Cypress", en: "" },
  ];
  const after = saved("content/skills.yaml", view);
  expect(changedLines(readIn(repoRoot, "content/skills.yaml"), after)).toEqual([
    "+    - fr: Tests de charge",
    "+      en: Load testing",
    "+    - Cypress",
  ]);
});

test("a removed entry takes its lines, and only them", () => {
  const view = formValue("content/experience.yaml");
  view.entries = entries(view).filter((item) => item.id !== "contoso-mobility");
  const before = readIn(repoRoot, "content/experience.yaml");
  const lines = changedLines(before, saved("content/experience.yaml", view));
  expect(lines.every((line) => line.startsWith("-"))).toBe(true);
  expect(lines[0]).toBe("-- id: contoso-mobility");
});

test("a new entry is written in the file's block style", () => {
  const view = formValue("content/stacks.yaml");
  entries(view).push({ id: "rust", name: "Rust", icon: "images/stacks/rust.svg" });
  const after = saved("content/stacks.yaml", view);
  expect(changedLines(readIn(repoRoot, "content/stacks.yaml"), after)).toEqual([
    "+- id: rust",
    "+  name: Rust",
    "+  icon: images/stacks/rust.svg",
  ]);
});

describe("a case study", () => {
  const PROJECTS = "content/projects.yaml";
  type CaseStudy = {
    context: Record<string, string>;
    results: { figure?: unknown; text: Record<string, string> }[];
    [field: string]: unknown;
  };
  const caseStudy = (view: View, id: string) => entry(view, id).caseStudy as CaseStudy;
  const changes = (view: View) => changedLines(readIn(repoRoot, PROJECTS), saved(PROJECTS, view));

  test("a changed result inside the list is one line", () => {
    const view = formValue(PROJECTS);
    caseStudy(view, "booking-app").results[1]!.text.en = "at the 95th percentile to book a room.";
    expect(changes(view)).toEqual([
      "-          en: at the 95th percentile to book, with 200 users connected at once.",
      "+          en: at the 95th percentile to book a room.",
    ]);
  });

  test("an edited Markdown text stays a | block: only its changed line differs", () => {
    const view = formValue(PROJECTS);
    const context = caseStudy(view, "booking-app").context;
    // Decap's Markdown editor gives the text back without its last line break.
    context.en = context.en!.replace("a hundred people", "two hundred people").trimEnd();
    const lines = changes(view);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- {8}I wanted to know .* shared by a hundred people, /);
    expect(lines[1]).toMatch(/^\+ {8}I wanted to know .* shared by two hundred people, /);
  });

  test("a one-line text given a second paragraph becomes a | block", () => {
    const view = formValue(PROJECTS);
    caseStudy(view, "fleet-app").context.fr = "Premier paragraphe.\n\nSecond paragraphe.";
    const after = saved(PROJECTS, view);
    expect(after).toContain(
      "      fr: |\n        Premier paragraphe.\n\n        Second paragraphe.\n      en: |\n        Contoso Mobility sells",
    );
  });

  /** The form of projects.yaml once fleet-app has no case study, and the file saved so. */
  function withoutCaseStudy() {
    const view = formValue(PROJECTS);
    delete entry(view, "fleet-app").caseStudy;
    return { view, without: saved(PROJECTS, view) };
  }
  const mergedInto = (text: string, view: View) =>
    mergeIntoYaml(text, fromEditorView(collections.projects, view, DEFAULT_LANGUAGE));

  test("a new case study is written in block style, its Markdown as | blocks", () => {
    const { view, without } = withoutCaseStudy();
    entry(view, "fleet-app").caseStudy = {
      role: { fr: "Développeuse", en: "Developer" },
      period: { fr: "2021 – 2023", en: "" },
      context: { fr: "Un.\n\nDeux.", en: "One.\n\nTwo." },
      built: { fr: "Fait :\n\n* un\n* deux", en: "Done:\n\n* one\n* two" },
      results: [{ figure: { fr: "", en: "" }, text: { fr: "**Vite**", en: "**Fast**" } }],
      media: [],
    };
    const merged = mergedInto(without, view);
    if (!merged.ok) throw new Error(merged.reason);
    expect(
      merged.text.slice(
        merged.text.indexOf("  caseStudy:", merged.text.indexOf("- id: fleet-app")),
      ),
    ).toBe(
      [
        "  caseStudy:",
        "    role:",
        "      fr: Développeuse",
        "      en: Developer",
        "    period: 2021 – 2023",
        "    context:",
        "      fr: |",
        "        Un.",
        "",
        "        Deux.",
        "      en: |",
        "        One.",
        "",
        "        Two.",
        "    built:",
        "      fr: |",
        "        Fait :",
        "",
        "        * un",
        "        * deux",
        "      en: |",
        "        Done:",
        "",
        "        * one",
        "        * two",
        "    results:",
        "      - text:",
        '          fr: "**Vite**"',
        '          en: "**Fast**"',
        "",
      ].join("\n"),
    );
  });

  test("a project without one gains nothing from the form's empty case study", () => {
    const { view, without } = withoutCaseStudy();
    // What the form sends for a case study nobody filled in.
    entry(view, "fleet-app").caseStudy = {
      role: { fr: "", en: "" },
      period: { fr: "", en: "" },
      context: { fr: "", en: "" },
      built: { fr: "", en: "" },
      results: [],
      media: [],
    };
    expect(mergedInto(without, view)).toEqual({ ok: true, text: without });
  });
});

/**
 * What Decap's Markdown editor (decap-cms 3.16.3) wrote in the browser, typed into a case study
 * with the keyboard and the toolbar: `*` bullets, `1.` numbers, `**` and `*`, a hard line
 * break (Shift+Enter) as a backslash, characters Markdown would read escaped with `\`, the
 * French non-breaking spaces kept as they are, empty paragraphs as extra blank lines, and no
 * last line break. The sample case studies are written the same way, so that an edit in the
 * form changes only its own line.
 */
describe("what Decap's Markdown editor writes", () => {
  const written = [
    "New paragraph with **bold** and *italic*, literal 5 * 3 \\_x\\_ \\[a] # b, «\u00a0Citation\u00a0» 40\u202f% ; line\\",
    "after a soft break",
    "",
    "\\- first",
    "",
    "",
    "",
    "Intro line with `x = 1` and a [link](https://example.org/docs)",
    "",
    "* alpha",
    "* beta",
    "",
    "1. one",
    "2. two",
  ].join("\n");

  test("is Markdown the build accepts, read as the editor showed it", () => {
    const { tree, problems } = parseMarkdown(written, "blocks");
    expect(problems).toEqual([]);
    expect(tree).toEqual([
      {
        tag: "p",
        children: [
          "New paragraph with ",
          { tag: "strong", children: ["bold"] },
          " and ",
          { tag: "em", children: ["italic"] },
          ", literal 5 * 3 _x_ [a] # b, «\u00a0Citation\u00a0» 40\u202f% ; line",
          { tag: "br" },
          "after a soft break",
        ],
      },
      { tag: "p", children: ["- first"] },
      {
        tag: "p",
        children: [
          "Intro line with ",
          { tag: "code", children: ["x = 1"] },
          " and a ",
          { tag: "a", href: "https://example.org/docs", children: ["link"] },
        ],
      },
      {
        tag: "ul",
        children: [
          { tag: "li", children: ["alpha"] },
          { tag: "li", children: ["beta"] },
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
  });

  test("is saved as a | block, and the form reads back the same text", () => {
    const view = formValue("content/projects.yaml");
    (entry(view, "booking-app").caseStudy as { context: Entry }).context.en = written;
    const text = saved("content/projects.yaml", view);
    expect(text).toContain(`    context:\n      fr: |\n`);
    expect(text).toContain(
      `      en: |\n${written
        .split("\n")
        .map((line) => (line ? `        ${line}` : ""))
        .join("\n")}\n    built:`,
    );
    const reread = readYamlValue(text) as Entry[];
    const booking = reread.find((item) => item.id === "booking-app") as Entry;
    expect((booking.caseStudy as { context: Entry }).context.en).toBe(`${written}\n`);
  });
});

describe("on a file written by hand", () => {
  const collection = collections.experience;
  const text = [
    "# Experience",
    "- id: first # the current job",
    "  year: 2024",
    "  title:",
    "    fr: 'Premier'",
    "    en: First",
    "",
    "# Kept for the CV",
    "- id: second",
    '  year: "2020"',
    "  title: { fr: Second, en: Second }",
    "",
  ].join("\n");
  const merge = (value: unknown) => {
    const merged = mergeIntoYaml(text, fromEditorView(collection, value, DEFAULT_LANGUAGE));
    if (!merged.ok) throw new Error(merged.reason);
    return merged.text;
  };
  const view = () => ({
    entries: [
      { id: "first", year: { fr: "2024" }, title: { fr: "Premier", en: "First" } },
      { id: "second", year: { fr: "2020" }, title: { fr: "Second", en: "Second" } },
    ],
  });

  test("quoting and flow maps are kept, and a number where text is wanted gets quotes", () => {
    expect(merge(view())).toBe(text.replace("  year: 2024", '  year: "2024"'));
  });

  test("moved entries keep their comments, and the file's header stays on top", () => {
    const [first, second] = view().entries;
    expect(merge({ entries: [second, first] })).toBe(
      [
        "# Experience",
        "",
        "# Kept for the CV",
        "- id: second",
        '  year: "2020"',
        "  title: { fr: Second, en: Second }",
        "- id: first # the current job",
        '  year: "2024"',
        "  title:",
        "    fr: 'Premier'",
        "    en: First",
        "",
      ].join("\n"),
    );
  });

  test("a changed flow map becomes a block, an unchanged one keeps its spacing", () => {
    const value = view();
    (value.entries[1] as { title: Entry }).title.en = "Second job";
    expect(merge(value)).toBe(
      text
        .replace("  year: 2024", '  year: "2024"')
        .replace(
          "  title: { fr: Second, en: Second }",
          "  title:\n    fr: Second\n    en: Second job",
        ),
    );
  });

  test("a renamed entry is edited in place", () => {
    const value = view();
    (value.entries[1] as Entry).id = "second-job";
    expect(merge(value)).toBe(
      text
        .replace("  year: 2024", '  year: "2024"')
        .replace("- id: second\n", "- id: second-job\n"),
    );
  });
});

test("every collection has a file the editor reads", () => {
  const names = files.flatMap((file) => (file.kind === "collection" ? [file.name] : []));
  expect(names.sort()).toEqual((Object.keys(collections) as CollectionName[]).sort());
});
