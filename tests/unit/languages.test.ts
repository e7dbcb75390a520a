/**
 * @jest-environment node
 *
 * The language registry (content/languages.yaml): its checks, each naming the entry; a
 * published language must be complete while an unpublished one may wait for its translation
 * (shown meanwhile in its source's words); `npm run language:add` and `language:report`.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { contentNodes } from "../../src/content/content-nodes";
import { checkLanguages, LANGUAGES_FILE } from "../../src/content/languages";
import { readContent, validateContent } from "../../src/content/validate-content";
import {
  addLanguage,
  LanguageRefused,
  ogLocaleOf,
  withPluralForms,
} from "../../src/translation/add-language";
import { parseAddArguments, runLanguageCommand } from "../../src/translation/language-command";
import { reportSummary, translationReport } from "../../src/translation/translation-report";
import {
  copyContent,
  nodeHelpers,
  readIn,
  removeCopy,
  replaceIn,
  shippedLanguages,
  writeIn,
} from "./content-fixture";

const entry = (code: string, more: Record<string, unknown> = {}) => ({
  code,
  name: `Name of ${code}`,
  dir: "ltr",
  caseStudiesFolder: "projects",
  ogLocale: "en_US",
  published: true,
  ...more,
});

describe("the registry's checks", () => {
  test("the shipped registry is valid, French the default", () => {
    const { languages, problems } = checkLanguages([entry("fr"), entry("en")]);
    expect(problems).toEqual([]);
    expect(languages.map(({ code }) => code)).toEqual(["fr", "en"]);
    expect(shippedLanguages()[0]).toMatchObject({ code: "fr", published: true });
  });

  test.each<[string, unknown, string[]]>([
    [
      "a duplicate code",
      [entry("fr"), entry("en"), entry("en")],
      [`${LANGUAGES_FILE}: entry "en" field "code": duplicate code (also entry 2)`],
    ],
    [
      "a malformed code",
      [entry("fr"), entry("en_GB")],
      [
        `${LANGUAGES_FILE}: entry "en_GB" field "code": "en_GB" is not a BCP 47 language tag (such as fr, en, de or pt-BR)`,
      ],
    ],
    [
      "a code not in its canonical form",
      [entry("fr"), entry("pt-br")],
      [
        `${LANGUAGES_FILE}: entry "pt-br" field "code": write "pt-BR" (BCP 47's canonical form), not "pt-br"`,
      ],
    ],
    [
      "a private-use code, which hreflang reserves",
      [entry("fr"), entry("x-default")],
      [
        `${LANGUAGES_FILE}: entry "x-default" field "code": "x-default" is not a BCP 47 language tag (such as fr, en, de or pt-BR)`,
      ],
    ],
    [
      "a code that is one of the site's folders",
      [entry("fr"), entry("static")],
      [
        `${LANGUAGES_FILE}: entry "static" field "code": "static" is the name of one of the site's folders`,
      ],
    ],
    [
      "a direction other than ltr or rtl",
      [entry("fr"), entry("he", { dir: "right-to-left" })],
      [`${LANGUAGES_FILE}: entry "he" field "dir": expected ltr or rtl, got "right-to-left"`],
    ],
    [
      "a missing name",
      [entry("fr"), entry("de", { name: undefined })],
      [`${LANGUAGES_FILE}: entry "de" field "name": required, missing`],
    ],
    [
      "an unpublished default",
      [entry("fr", { published: false }), entry("en")],
      [
        `${LANGUAGES_FILE}: entry "fr" field "published": the first language is the site's default: it must be published`,
      ],
    ],
    [
      "no published language at all",
      [entry("fr", { published: false }), entry("en", { published: false })],
      [
        `${LANGUAGES_FILE}: entry "fr" field "published": the first language is the site's default: it must be published`,
        `${LANGUAGES_FILE}: no language is published: the built site would have none`,
      ],
    ],
    ["no language", [], [`${LANGUAGES_FILE}: no language: the site needs one at least`]],
    [
      "a file that is not a list",
      { fr: "Français" },
      [`${LANGUAGES_FILE}: expected a list of languages, got an object`],
    ],
    [
      "an unknown field, a malformed Open Graph locale and folder",
      [
        entry("fr"),
        entry("de", { locale: "de", ogLocale: "de-DE", caseStudiesFolder: "Projekte" }),
      ],
      [
        `${LANGUAGES_FILE}: entry "de" field "locale": unknown field (allowed: code, name, dir, caseStudiesFolder, ogLocale, published, from)`,
        `${LANGUAGES_FILE}: entry "de" field "caseStudiesFolder": expected lowercase letters, digits and dashes (it is part of the addresses)`,
        `${LANGUAGES_FILE}: entry "de" field "ogLocale": expected a language and a region, such as fr_FR or pt_BR, got "de-DE"`,
      ],
    ],
    [
      "a source that is not in the list, or the language itself",
      [entry("fr"), entry("de", { from: "nl" }), entry("it", { from: "it" })],
      [
        `${LANGUAGES_FILE}: entry "de" field "from": no language "nl" in the list`,
        `${LANGUAGES_FILE}: entry "it" field "from": a language cannot be copied from itself`,
      ],
    ],
  ])("names %s", (_name, registry, expected) => {
    expect(checkLanguages(registry).problems).toEqual(expected);
  });

  test("a registry mistake stops the content check, said alone, by the build's check", () => {
    const root = copyContent();
    try {
      replaceIn(
        root,
        LANGUAGES_FILE,
        "  dir: ltr\n  caseStudiesFolder: projects",
        "  dir: ttb\n  caseStudiesFolder: projects",
      );
      expect(validateContent(root)).toEqual([
        `${LANGUAGES_FILE}: entry "en" field "dir": expected ltr or rtl, got "ttb"`,
      ]);
    } finally {
      removeCopy(root);
    }
  });
});

describe("a language added, unpublished then published", () => {
  let root: string;
  beforeEach(() => {
    root = copyContent();
  });
  afterEach(() => removeCopy(root));

  const publish = (code: string) =>
    replaceIn(
      root,
      LANGUAGES_FILE,
      `  published: false\n  from: ${code === "de" ? "en" : "fr"}`,
      `  published: true\n  from: ${code === "de" ? "en" : "fr"}`,
    );
  /** German added from English, then the first experience's title taken out of it. */
  const addGermanWithoutAPosition = () => {
    addLanguage(root, { code: "de", name: "Deutsch", from: "en" });
    replaceIn(
      root,
      "content/experience.yaml",
      "    de: Senior software engineer, Northwind Bank\n",
      "",
    );
  };

  test("is valid at once, unpublished and published, being a whole copy of its source", () => {
    addLanguage(root, { code: "de", name: "Deutsch", from: "en" });
    expect(validateContent(root)).toEqual([]);
    publish("de");
    expect(validateContent(root)).toEqual([]);
  });

  test("a published language's missing value and string fail the check, naming file, entry, field and language", () => {
    addGermanWithoutAPosition();
    const strings = JSON.parse(readIn(root, "locales/de/translation.json"));
    delete strings.home.greeting;
    writeIn(root, "locales/de/translation.json", JSON.stringify(strings, null, 2));
    // Unpublished: on the translation's to-do list, not a mistake.
    expect(validateContent(root)).toEqual([]);
    const [, , german] = translationReport(root);
    expect(german!.missing).toEqual([
      'content/experience.yaml: entry "northwind-bank" field "title.de"',
      'locales/de/translation.json: key "home.greeting"',
    ]);
    publish("de");
    expect(validateContent(root)).toEqual([
      'content/experience.yaml: entry "northwind-bank" field "title.de": required, missing',
      'locales/de/translation.json: key "home.greeting": missing (present in locales/fr/translation.json)',
    ]);
  });

  test("an unpublished language's pages show its source's value where it has none", () => {
    addGermanWithoutAPosition();
    replaceIn(
      root,
      "locales/de/translation.json",
      '"greeting": "Hello, I am"',
      '"greeting": "Hallo, ich bin"',
    );
    const strings = JSON.parse(readIn(root, "locales/de/translation.json"));
    delete strings.home.title;
    writeIn(root, "locales/de/translation.json", JSON.stringify(strings, null, 2));
    const nodes = contentNodes(readContent(root), root, nodeHelpers);
    const northwind = nodes
      .get("ExperienceYaml")!
      .find((node) => node.yamlId === "northwind-bank")!;
    expect(northwind.title).toMatchObject({
      de: "Senior software engineer, Northwind Bank",
      en: "Senior software engineer, Northwind Bank",
    });
    const german = nodes.get("Locale")!.find((node) => node.language === "de")!;
    const english = JSON.parse(readIn(root, "locales/en/translation.json"));
    expect(JSON.parse(german.data as string).home).toEqual({
      ...english.home,
      greeting: "Hallo, ich bin",
    });
  });

  test("the report lists what is still its source's, and the build says it in one line", () => {
    addLanguage(root, { code: "de", name: "Deutsch", from: "en" });
    replaceIn(
      root,
      "content/site.yaml",
      "  de: Full-stack software engineer",
      "  de: Full-Stack-Softwareingenieurin",
    );
    const reports = translationReport(root);
    const german = reports[2]!;
    expect(german.missing).toEqual([]);
    expect(german.same).toContain('content/site.yaml: field "tagline.de"');
    expect(german.same).not.toContain('content/site.yaml: field "jobTitle.de"');
    expect(german.same).toContain('locales/de/translation.json: key "home.greeting"');
    // A count's forms are the language's own: German has no `_many`, which French has.
    expect(german.same.filter((line) => line.includes("charactersLeft"))).toEqual([
      'locales/de/translation.json: key "contact.form.charactersLeft_one"',
      'locales/de/translation.json: key "contact.form.charactersLeft_other"',
    ]);
    expect(reportSummary(reports)[0]).toBe("Language fr: the default language");
    expect(reportSummary(reports)[2]).toBe(
      `Language de (Deutsch, unpublished, compared with en): nothing missing, ${german.same.length} values still as in en (npm run language:report lists them)`,
    );
  });
});

describe("npm run language:add", () => {
  let root: string;
  beforeEach(() => {
    root = copyContent();
  });
  afterEach(() => removeCopy(root));

  /** Every file of the copy with its text: what a refusal must leave as it was. */
  const snapshot = () =>
    Object.fromEntries(
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((file) => fs.statSync(path.join(root, file)).isFile())
        .map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]),
    );

  test("writes the registry entry, the locale folder and every translated value, nothing else", () => {
    const before = snapshot();
    const written = addLanguage(root, { code: "he", name: "עברית", from: "en", dir: "rtl" });
    expect(written.every((file) => /^(content|locales)\//.test(file))).toBe(true);
    expect(written).toContain("locales/he/translation.json");
    // English strings, with the count's form Hebrew has and English has not.
    expect(readIn(root, "locales/he/translation.json")).toBe(
      readIn(root, "locales/en/translation.json").replace(
        '      "charactersLeft_other"',
        '      "charactersLeft_two": "{{count, number}} characters left",\n      "charactersLeft_other"',
      ),
    );
    expect(readIn(root, LANGUAGES_FILE)).toBe(
      `${before[LANGUAGES_FILE]}- code: he\n  name: עברית\n  dir: rtl\n  caseStudiesFolder: projects\n  ogLocale: he_IL\n  published: false\n  from: en\n`,
    );
    // Each file only gains lines: comments, order and layout are kept.
    const after = snapshot();
    for (const file of written.filter((name) => name in before)) {
      const kept = before[file]!.split("\n").filter(
        (line) => !after[file]!.split("\n").includes(line),
      );
      expect({ file, removed: kept }).toEqual({ file, removed: [] });
    }
    expect(readIn(root, "content/site.yaml")).toContain(
      "  en: Full-stack software engineer\n  he: Full-stack software engineer\n",
    );
    expect(validateContent(root)).toEqual([]);
  });

  test("copies the default language when no source is named", () => {
    addLanguage(root, { code: "it", name: "Italiano" });
    expect(readIn(root, "locales/it/translation.json")).toBe(
      readIn(root, "locales/fr/translation.json"),
    );
    expect(readIn(root, LANGUAGES_FILE)).toContain(
      "  caseStudiesFolder: projets\n  ogLocale: it_IT\n  published: false\n  from: fr\n",
    );
  });

  test.each<[string, Parameters<typeof addLanguage>[1], string]>([
    [
      "a code that is not BCP 47",
      { code: "deutsch!", name: "Deutsch" },
      '"deutsch!" is not a BCP 47 language tag',
    ],
    [
      "a language there already",
      { code: "en", name: "English" },
      'content/languages.yaml has "en" (English) already',
    ],
    [
      "a source that does not exist",
      { code: "de", name: "Deutsch", from: "nl" },
      'no language "nl" to copy in content/languages.yaml (it has fr, en)',
    ],
    ["no name", { code: "de", name: " " }, "the language needs a name (its own)"],
  ])("refuses %s, writing nothing", (_name, request, message) => {
    const before = snapshot();
    expect(() => addLanguage(root, request)).toThrow(LanguageRefused);
    expect(() => addLanguage(root, request)).toThrow(message);
    expect(snapshot()).toEqual(before);
  });

  test("refuses, writing nothing, while a content file does not parse", () => {
    writeIn(root, "content/stacks.yaml", "- id: java\n  name: [unclosed\n");
    const before = snapshot();
    expect(() => addLanguage(root, { code: "de", name: "Deutsch" })).toThrow(
      "content/stacks.yaml:",
    );
    expect(snapshot()).toEqual(before);
  });

  test("reads its arguments as the README writes them, and says a refusal in one line", () => {
    expect(parseAddArguments(["de", "Deutsch", "--from", "en", "--dir", "rtl"])).toEqual({
      code: "de",
      name: "Deutsch",
      from: "en",
      dir: "rtl",
    });
    expect(() => parseAddArguments(["de"])).toThrow("usage: npm run language:add");
    expect(() => parseAddArguments(["de", "Deutsch", "--dir", "up"])).toThrow(
      '--dir is ltr or rtl, not "up"',
    );
    expect(runLanguageCommand(root, ["add", "en", "English"])).toEqual({
      out: 'language:add: content/languages.yaml has "en" (English) already',
      code: 1,
    });
  });

  test("makes a count's forms the new language's own", () => {
    const english = { left_one: "{{count}} left", left_other: "{{count}} lefts", a: { b: "c" } };
    // Hebrew counts take one, two and other.
    expect(Object.entries(withPluralForms(english, "he"))).toEqual([
      ["left_one", "{{count}} left"],
      ["left_two", "{{count}} lefts"],
      ["left_other", "{{count}} lefts"],
      ["a", { b: "c" }],
    ]);
    // German has no `_many`, which French has; `_zero` stays wherever it is written.
    const french = { n_zero: "aucun", n_one: "un", n_many: "de", n_other: "des" };
    expect(withPluralForms(french, "de")).toEqual({ n_zero: "aucun", n_one: "un", n_other: "des" });
  });

  test("the Open Graph locale comes from the tag's likeliest region", () => {
    expect([ogLocaleOf("de"), ogLocaleOf("pt-BR"), ogLocaleOf("he"), ogLocaleOf("en")]).toEqual([
      "de_DE",
      "pt_BR",
      "he_IL",
      "en_US",
    ]);
  });

  test("npm's command runs it from a copy of the site, TypeScript compiled on the way", () => {
    fs.mkdirSync(path.join(root, "scripts"));
    fs.copyFileSync(
      path.resolve(__dirname, "../../scripts/language.mjs"),
      path.join(root, "scripts/language.mjs"),
    );
    fs.symlinkSync(path.resolve(__dirname, "../../src"), path.join(root, "src"));
    fs.symlinkSync(path.resolve(__dirname, "../../node_modules"), path.join(root, "node_modules"));
    const said = execFileSync(
      process.execPath,
      ["scripts/language.mjs", "add", "de", "Deutsch", "--from", "en"],
      { cwd: root, encoding: "utf8" },
    );
    expect(said).toContain("Added de (Deutsch), unpublished, copied from en.");
    expect(fs.existsSync(path.join(root, "locales/de/translation.json"))).toBe(true);
    const report = execFileSync(process.execPath, ["scripts/language.mjs", "report"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(report).toContain(
      "de (Deutsch, unpublished, compared with en):\n  missing: none\n  still the same as en:\n",
    );
  });
});
