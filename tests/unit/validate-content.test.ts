/** @jest-environment node */
import fs from "fs";
import path from "path";
import { assertValidContent, validateContent } from "../../src/content/validate-content";
import { copyContent, readIn, removeCopy, replaceIn, repoRoot, writeIn } from "./content-fixture";

let root: string;
beforeEach(() => {
  root = copyContent();
});
afterEach(() => removeCopy(root));

test("the shipped content is valid", () => {
  expect(validateContent(repoRoot)).toEqual([]);
});

/** One mistake an editor could make, and the exact lines the build prints for it. */
type Case = [name: string, makeMistake: (root: string) => void, expected: string[]];

const contentCases: Case[] = [
  [
    "a missing translation",
    (dir) =>
      replaceIn(
        dir,
        "content/experience.yaml",
        "    en: Senior software engineer, Northwind Bank\n",
        "",
      ),
    ['content/experience.yaml: entry "northwind-bank" field "title.en": required, missing'],
  ],
  [
    "a missing required field",
    (dir) => replaceIn(dir, "content/stacks.yaml", "  icon: images/stacks/java.svg\n", ""),
    ['content/stacks.yaml: entry "java" field "icon": required, missing'],
  ],
  [
    "a required field left empty in YAML",
    (dir) => replaceIn(dir, "content/stacks.yaml", 'name: "Java"', "name:"),
    ['content/stacks.yaml: entry "java" field "name": required, missing'],
  ],
  [
    "an empty string",
    (dir) => replaceIn(dir, "content/certifications.yaml", "issuer: SCRUMstudy", 'issuer: ""'),
    ['content/certifications.yaml: entry "scrum-fundamentals" field "issuer": required, empty'],
  ],
  [
    "an optional field written but empty",
    (dir) =>
      replaceIn(
        dir,
        "content/experience.yaml",
        "skills: [Python, PyTest, Jenkins, Docker]",
        "skills: []",
      ),
    [
      'content/experience.yaml: entry "fabrikam-intern" field "skills": empty (fill it in or delete the field)',
    ],
  ],
  [
    "a number where text is expected",
    (dir) => replaceIn(dir, "content/stacks.yaml", 'name: "Java"', "name: 2021"),
    ['content/stacks.yaml: entry "java" field "name": expected text, got number'],
  ],
  [
    "an unquoted year",
    (dir) => replaceIn(dir, "content/timeline.yaml", 'year: "2016"', "year: 2016"),
    [
      'content/timeline.yaml: entry "baccalaureate" field "year": expected text or { fr, en }, got number',
    ],
  ],
  [
    "text where a list is expected",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "technologies: [Java, Spring Boot, MySQL, JUnit]",
        "technologies: Java",
      ),
    ['content/projects.yaml: entry "booking-app" field "technologies": expected a list, got text'],
  ],
  [
    "text where both languages are expected",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "  title:\n    fr: Suivi des dépenses\n    en: Expense tracker\n",
        "  title: Expense tracker\n",
      ),
    ['content/projects.yaml: entry "expense-tracker" field "title": expected { fr, en }, got text'],
  ],
  [
    "a skill translated in one language only",
    (dir) => replaceIn(dir, "content/skills.yaml", "      en: End-to-end testing\n", ""),
    ['content/skills.yaml: entry "testing" field "items[4].en": required, missing'],
  ],
  [
    "a highlight that is not text",
    (dir) =>
      replaceIn(
        dir,
        "content/experience.yaml",
        "      - Mentored three junior developers.",
        "      - 3",
      ),
    [
      'content/experience.yaml: entry "northwind-bank" field "highlights.en[3]": expected text, got number',
    ],
  ],
  [
    "a misspelt optional field",
    (dir) =>
      replaceIn(
        dir,
        "content/timeline.yaml",
        "  logo: images/logos/sorbonne.svg",
        "  logos: images/logos/sorbonne.svg",
      ),
    [
      'content/timeline.yaml: entry "bachelor-computer-science" field "logos": unknown field (allowed: id, year, title, location, organization, description, logo)',
    ],
  ],
  [
    "a misspelt required field",
    (dir) => replaceIn(dir, "content/stacks.yaml", '  name: "Java"', '  nom: "Java"'),
    [
      'content/stacks.yaml: entry "java" field "nom": unknown field (allowed: id, name, icon)',
      'content/stacks.yaml: entry "java" field "name": required, missing',
    ],
  ],
  [
    "a third language",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "    en: Expense tracker\n",
        "    en: Expense tracker\n    de: Ausgaben\n",
      ),
    [
      'content/projects.yaml: entry "expense-tracker" field "title.de": unknown language (content/languages.yaml lists fr, en)',
    ],
  ],
  [
    "a duplicate id",
    (dir) => replaceIn(dir, "content/stacks.yaml", "- id: spring\n", "- id: java\n"),
    ['content/stacks.yaml: entry "java" field "id": duplicate id "java" (also entry 1)'],
  ],
  [
    "an id that is not a slug, and the links to the project under its old id",
    (dir) => replaceIn(dir, "content/projects.yaml", "- id: fleet-app", "- id: Fleet App"),
    [
      'content/projects.yaml: entry "loi-cadre" field "caseStudy.built.fr": link "project:fleet-app": no project "fleet-app" in content/projects.yaml (its ids: loi-cadre, expense-tracker, booking-app, Fleet App)',
      'content/projects.yaml: entry "loi-cadre" field "caseStudy.built.en": link "project:fleet-app": no project "fleet-app" in content/projects.yaml (its ids: loi-cadre, expense-tracker, booking-app, Fleet App)',
      'content/projects.yaml: entry "Fleet App" field "id": invalid id "Fleet App" (use lowercase letters, digits and dashes)',
    ],
  ],
  [
    "an id that is not text",
    (dir) => replaceIn(dir, "content/projects.yaml", "- id: loi-cadre", "- id: 4"),
    ['content/projects.yaml: entry 1 field "id": expected text, got number'],
  ],
  [
    "an entry that is not an object",
    (dir) =>
      replaceIn(
        dir,
        "content/stacks.yaml",
        '- id: github\n  name: "GitHub"\n  icon: images/stacks/github.svg\n',
        "- github\n",
      ),
    ["content/stacks.yaml: entry 30: expected an object, got text"],
  ],
  [
    "an image that does not exist",
    (dir) =>
      replaceIn(dir, "content/experience.yaml", "images/logos/contoso.svg", "images/logos/x.svg"),
    [
      'content/experience.yaml: entry "contoso-mobility" field "logo": file not found: content/images/logos/x.svg',
    ],
  ],
  [
    "an image in a format the site cannot show",
    (dir) => {
      fs.writeFileSync(path.join(dir, "content/images/logos/contoso.bmp"), "");
      replaceIn(
        dir,
        "content/experience.yaml",
        "images/logos/contoso.svg",
        "images/logos/contoso.bmp",
      );
    },
    [
      'content/experience.yaml: entry "contoso-mobility" field "logo": unsupported image "images/logos/contoso.bmp" (use .svg, .png, .jpg, .jpeg, .webp, .avif)',
    ],
  ],
  [
    "an SVG logo that carries a script",
    (dir) =>
      replaceIn(
        dir,
        "content/images/logos/contoso.svg",
        "</svg>",
        "\n<script>alert(document.domain)</script></svg>",
      ),
    [
      'content/experience.yaml: entry "contoso-mobility" field "logo": unsafe SVG content/images/logos/contoso.svg: <script> element (line 2)',
    ],
  ],
  [
    "an SVG icon with an event handler",
    (dir) => replaceIn(dir, "content/images/stacks/java.svg", "<svg ", '<svg onload="alert(1)" '),
    [
      'content/stacks.yaml: entry "java" field "icon": unsafe SVG content/images/stacks/java.svg: event handler attribute "onload" of <svg> (line 1)',
    ],
  ],
  [
    "an SVG that links elsewhere",
    (dir) =>
      replaceIn(
        dir,
        "content/images/logos/contoso.svg",
        '<rect width="96"',
        '<a href="javascript:alert(1)"><rect width="96"',
      ),
    [
      'content/experience.yaml: entry "contoso-mobility" field "logo": unsafe SVG content/images/logos/contoso.svg: reference "javascript:alert(1)" in attribute "href" of <a> (line 1)',
    ],
  ],
  [
    "an SVG that is not well-formed XML",
    (dir) => replaceIn(dir, "content/images/logos/contoso.svg", "</svg>", ""),
    [
      'content/experience.yaml: entry "contoso-mobility" field "logo": unsafe SVG content/images/logos/contoso.svg: not well-formed XML, unclosed tag: svg (line 2)',
    ],
  ],
  [
    "a URL without its scheme",
    (dir) =>
      replaceIn(dir, "content/site.yaml", "github: https://github.com/", "github: github.com/"),
    [
      'content/site.yaml: field "social.github": invalid URL "github.com/camille-laurent-example" (must start with https:// or http://)',
    ],
  ],
  [
    "an invalid e-mail address",
    (dir) =>
      replaceIn(
        dir,
        "content/site.yaml",
        "email: camille.laurent@example.com",
        "email: camille.laurent.example.com",
      ),
    [
      'content/site.yaml: field "email": invalid e-mail address "camille.laurent.example.com" (write a plain address such as name@domain.com)',
    ],
  ],
  [
    "an e-mail address that adds a hidden recipient to every mailto link",
    (dir) =>
      replaceIn(
        dir,
        "content/site.yaml",
        "email: camille.laurent@example.com",
        "email: camille.laurent@example.com?bcc=someone@example.org",
      ),
    [
      'content/site.yaml: field "email": invalid e-mail address "camille.laurent@example.com?bcc=someone@example.org" (write a plain address such as name@domain.com)',
    ],
  ],
  [
    "an unknown social link",
    (dir) =>
      replaceIn(
        dir,
        "content/site.yaml",
        "social:\n",
        "social:\n  twitter: https://twitter.com/camille\n",
      ),
    [
      'content/site.yaml: field "social.twitter": unknown field (allowed: linkedin, github, gitlab)',
    ],
  ],
  [
    "a missing collection file",
    (dir) => fs.rmSync(path.join(dir, "content/projects.yaml")),
    ["content/projects.yaml: file not found"],
  ],
  [
    "a list where one object is expected",
    (dir) => writeIn(dir, "content/site.yaml", "- name: Camille Laurent\n"),
    ["content/site.yaml: expected an object, got a list"],
  ],
  [
    "one object where a list is expected",
    (dir) =>
      writeIn(dir, "content/stacks.yaml", "id: java\nname: Java\nicon: images/stacks/java.svg\n"),
    ["content/stacks.yaml: expected a list, got an object"],
  ],
  [
    "an empty collection file",
    (dir) => writeIn(dir, "content/timeline.yaml", "# nothing yet\n"),
    ["content/timeline.yaml: expected a list, got nothing"],
  ],
  [
    "a skill category without a label",
    (dir) =>
      replaceIn(
        dir,
        "content/skills.yaml",
        "- id: frontend\n",
        "- id: cloud\n  items: [AWS]\n- id: frontend\n",
      ),
    [
      'content/skills.yaml: entry "cloud" field "id": no label "skillCategories.cloud" in locales/fr/translation.json, locales/en/translation.json',
    ],
  ],
];

/** Mistakes in a case study (content/projects.yaml `caseStudy`), named down to the list item and language. */
const caseStudyCases: Case[] = [
  [
    "a screenshot without its alt text",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "      - image: images/case-studies/booking-app-phone.jpg\n        alt:\n          fr: Réservations du jour sur téléphone, salle par salle, avec leurs heures de début et de fin.\n          en: The day's bookings on a phone, room by room, with their start and end times.\n",
        "      - image: images/case-studies/booking-app-phone.jpg\n",
      ),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.media[2].alt": required, missing',
    ],
  ],
  [
    "an alt text left empty in one language",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "          en: The day's bookings on a phone, room by room, with their start and end times.",
        '          en: ""',
      ),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.media[2].alt.en": required, empty',
    ],
  ],
  [
    "a link to a project that does not exist",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "(project:fleet-app), where",
        "(project:fleet), where",
      ),
    [
      'content/projects.yaml: entry "loi-cadre" field "caseStudy.built.en": link "project:fleet": no project "fleet" in content/projects.yaml (its ids: loi-cadre, expense-tracker, booking-app, fleet-app)',
    ],
  ],
  [
    "a heading in a Markdown text",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "      en: |\n        During my internship",
        "      en: |\n        ## Context\n\n        During my internship",
      ),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.context.en": heading "## Context": no headings in a text (the page has its own); write a paragraph, with **bold** words if needed',
    ],
  ],
  [
    "raw HTML in a Markdown text",
    (dir) =>
      replaceIn(dir, "content/projects.yaml", "**15-minute slots**", "<b>15-minute slots</b>"),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.built.en": HTML "<b>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
      'content/projects.yaml: entry "booking-app" field "caseStudy.built.en": HTML "</b>": no HTML; use Markdown (**bold**, *italic*, [text](https://…))',
    ],
  ],
  [
    "an image in a Markdown text",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "en: client companies were using the dashboard when I left.",
        "en: client companies were using the dashboard ![map](map.png) when I left.",
      ),
    [
      'content/projects.yaml: entry "fleet-app" field "caseStudy.results[1].text.en": image "![map](map.png)": no images in a text; add the screenshot to the case study\'s media, with its alt text',
    ],
  ],
  [
    "a relative link in a Markdown text",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "[booking system](project:booking-app)",
        "[booking system](../booking-app/)",
      ),
    [
      'content/projects.yaml: entry "expense-tracker" field "caseStudy.built.en": link "../booking-app/": not allowed; link to a full address (https://…, http://…, mailto:…) or to another project (project:<id>)',
    ],
  ],
  [
    "a list in a result, which is one paragraph",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "en: of lines covered by tests, every conflict rule included.",
        "en: |\n            of lines covered by tests:\n\n            - every conflict rule",
      ),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.results[3].text.en": only one paragraph here: no list, and no empty line inside the text',
    ],
  ],
  [
    "a case study without results",
    (dir) => {
      const text = readIn(dir, "content/projects.yaml");
      const start = text.indexOf("    results:\n", text.indexOf("- id: expense-tracker"));
      const end = text.indexOf("    media:\n", start);
      writeIn(
        dir,
        "content/projects.yaml",
        `${text.slice(0, start)}    results: []\n${text.slice(end)}`,
      );
    },
    ['content/projects.yaml: entry "expense-tracker" field "caseStudy.results": required, empty'],
  ],
  [
    "a result that is text, not an object",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "      - figure: 8\u202fs\n",
        "      - 8 s\n      - figure: 8 s\n",
      ),
    [
      'content/projects.yaml: entry "expense-tracker" field "caseStudy.results[1]": expected an object, got text',
    ],
  ],
  [
    "a Markdown text that is not { fr, en }",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "        text:\n          fr: entreprises clientes utilisaient le tableau de bord à mon départ.\n          en: client companies were using the dashboard when I left.\n",
        "        text: client companies were using the dashboard when I left.\n",
      ),
    [
      'content/projects.yaml: entry "fleet-app" field "caseStudy.results[1].text": expected { fr, en }, got text',
    ],
  ],
  [
    "a missing translation inside a result",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "          en: unplanned breakdowns at the pilot clients in the first year of mileage-based maintenance.\n",
        "",
      ),
    [
      'content/projects.yaml: entry "fleet-app" field "caseStudy.results[2].text.en": required, missing',
    ],
  ],
  [
    "a misspelt field of a case study",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "    period: 2021 – 2022\n",
        "    periode: 2021 – 2022\n",
      ),
    [
      'content/projects.yaml: entry "booking-app" field "caseStudy.periode": unknown field (allowed: role, period, context, built, results, media)',
      'content/projects.yaml: entry "booking-app" field "caseStudy.period": required, missing',
    ],
  ],
  [
    "a screenshot that is not there",
    (dir) =>
      replaceIn(
        dir,
        "content/projects.yaml",
        "images/case-studies/fleet-app-vehicle.jpg",
        "images/case-studies/fleet-app-van.jpg",
      ),
    [
      'content/projects.yaml: entry "fleet-app" field "caseStudy.media[1].image": file not found: content/images/case-studies/fleet-app-van.jpg',
    ],
  ],
];

test.each(caseStudyCases)("reports %s", (_name, makeMistake, expected) => {
  makeMistake(root);
  expect(validateContent(root)).toEqual(expected);
});

test.each(contentCases)("reports %s", (_name, makeMistake, expected) => {
  makeMistake(root);
  expect(validateContent(root)).toEqual(expected);
});

test("reports a YAML syntax error at its line and column", () => {
  const broken = "   en: Senior software engineer, Northwind Bank";
  replaceIn(
    root,
    "content/experience.yaml",
    "    en: Senior software engineer, Northwind Bank",
    broken,
  );
  const line = readIn(root, "content/experience.yaml").split("\n").indexOf(broken) + 1;
  expect(validateContent(root)).toEqual([
    `content/experience.yaml:${line}:4: YAML syntax error: bad indentation of a mapping entry`,
  ]);
});

test("names a key written twice, at the line of the second", () => {
  const title = "    fr: Ingénieure logicielle senior, Northwind Bank\n";
  replaceIn(root, "content/experience.yaml", title, `${title}    fr: Ingénieure principale\n`);
  const line = readIn(root, "content/experience.yaml").split("\n").indexOf(title.trimEnd()) + 2;
  expect(validateContent(root)).toEqual([
    `content/experience.yaml:${line}:5: YAML syntax error: duplicated key "fr" (written twice: keep one)`,
  ]);
});

test("names a quoted key written twice in a flow mapping", () => {
  writeIn(root, "content/timeline.yaml", "- id: a\n  title: { fr: A, 'fr': B, en: C }\n");
  expect(validateContent(root)).toEqual([
    'content/timeline.yaml:2:19: YAML syntax error: duplicated key "fr" (written twice: keep one)',
  ]);
});

describe("UI strings", () => {
  const file = (language: string) => `locales/${language}/translation.json`;
  const editJson = (language: string, edit: (strings: Record<string, unknown>) => void) => {
    const strings = JSON.parse(readIn(root, file(language))) as Record<string, unknown>;
    edit(strings);
    writeIn(root, file(language), JSON.stringify(strings, null, 2));
  };

  test("reports a key present in one language only", () => {
    editJson("fr", (strings) => {
      strings.newSection = { title: "Nouvelle section" };
    });
    expect(validateContent(root)).toEqual([
      'locales/en/translation.json: key "newSection.title": missing (present in locales/fr/translation.json)',
    ]);
  });

  test("reports an empty string and a value that is not text", () => {
    editJson("en", (strings) => {
      strings.newSection = { title: "", count: 3 };
    });
    editJson("fr", (strings) => {
      strings.newSection = { title: "Nouvelle section", count: "trois" };
    });
    expect(validateContent(root)).toEqual([
      'locales/en/translation.json: key "newSection.title": required, empty',
      'locales/en/translation.json: key "newSection.count": expected text, got number',
    ]);
  });

  describe("plural keys (i18next: one form per plural category of the language)", () => {
    const plurals = (strings: Record<string, unknown>, forms: Record<string, string>) => {
      strings.newSection = Object.fromEntries(
        Object.entries(forms).map(([form, text]) => [`count_${form}`, text]),
      );
    };
    const frForms = { one: "{{count}} an", many: "{{count}} d’ans", other: "{{count}} ans" };
    const enForms = { one: "{{count}} year", other: "{{count}} years" };

    test("accepts the forms each language needs, though they differ, and an added zero", () => {
      editJson("fr", (strings) => plurals(strings, { ...frForms, zero: "aucun" }));
      editJson("en", (strings) => plurals(strings, enForms));
      expect(validateContent(root)).toEqual([]);
    });

    test("reports a form a language needs and lacks, naming the forms it takes", () => {
      editJson("fr", (strings) => plurals(strings, { one: frForms.one, other: frForms.other }));
      editJson("en", (strings) => plurals(strings, { one: enForms.one }));
      expect(validateContent(root)).toEqual([
        'locales/fr/translation.json: key "newSection.count_many": missing (counts in "fr" take the forms one, many, other)',
        'locales/en/translation.json: key "newSection.count_other": missing (counts in "en" take the forms one, other)',
      ]);
    });

    test("reports a plural key one language lacks, and a form its counts never take", () => {
      editJson("fr", (strings) => plurals(strings, frForms));
      editJson("en", (strings) => (strings.newSection = { count_many: "{{count}} years" }));
      expect(validateContent(root)).toEqual([
        'locales/en/translation.json: key "newSection.count_one": missing (counts in "en" take the forms one, other)',
        'locales/en/translation.json: key "newSection.count_other": missing (counts in "en" take the forms one, other)',
        'locales/en/translation.json: key "newSection.count_many": never shown (counts in "en" take the forms one, other)',
      ]);
    });
  });

  test("reports a JSON syntax error at its line and column", () => {
    writeIn(root, file("en"), '{\n  "navbar": "Home",\n}\n');
    expect(validateContent(root)).toEqual([
      expect.stringMatching(/^locales\/en\/translation\.json:3:1: JSON syntax error: \S/),
    ]);
  });

  test("reports a missing locale file", () => {
    fs.rmSync(path.join(root, file("en")));
    expect(validateContent(root)).toEqual(["locales/en/translation.json: file not found"]);
  });
});

describe("assertValidContent", () => {
  test("accepts valid content", () => {
    expect(() => assertValidContent(root)).not.toThrow();
  });

  test("throws one message with a header and every problem", () => {
    fs.rmSync(path.join(root, "content/projects.yaml"));
    replaceIn(root, "content/site.yaml", "email: camille.laurent@example.com", "email: nobody");
    expect(() => assertValidContent(root)).toThrow(
      [
        "The content has 2 problems (see CONTENT.md):",
        'content/site.yaml: field "email": invalid e-mail address "nobody" (write a plain address such as name@domain.com)',
        "content/projects.yaml: file not found",
      ].join("\n"),
    );
  });
});
