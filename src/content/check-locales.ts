/**
 * Checks the UI strings in `locales/<language>/*.json`: every file parses,
 * every string is non-empty text, and every language has the same keys (plural keys: the
 * forms its grammar needs), so that no label silently falls back to its key in one language.
 */
import fs from "fs";
import path from "path";
import { LANGUAGES, type Language } from "../config/constants";
import { describeValue, isRecord } from "./describe-value";
import { problemLine } from "./problem-line";
import { readJsonFile } from "./read-data-file";

/** The namespace the page uses; it must exist even when no language has it yet. */
export const DEFAULT_NAMESPACE = "translation";

/** One locale file as parsed: the strings of one namespace in one language. */
export interface LocaleFile {
  language: Language;
  namespace: string;
  /** Path from the site's root: `locales/fr/translation.json`. */
  file: string;
  strings: Record<string, unknown>;
}

export interface LocaleCheck {
  problems: string[];
  /** Dotted keys of the default namespace, for each language whose file could be read. */
  keys: Map<Language, Set<string>>;
  /** Every file that parsed to an object, for sourcing once the whole content is valid. */
  files: LocaleFile[];
}

export const localeFile = (language: Language, namespace = DEFAULT_NAMESPACE) =>
  `locales/${language}/${namespace}.json`;

/** Every namespace (file name) found in any language's folder, the default one first. */
export function namespaces(rootDir: string): string[] {
  const found = LANGUAGES.flatMap((language) => {
    const folder = path.join(rootDir, "locales", language);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length));
  });
  return [...new Set([DEFAULT_NAMESPACE, ...found])];
}

/** Flattens nested strings to dotted keys (i18next's keySeparator), reporting values that are not text. */
function collectKeys(
  value: Record<string, unknown>,
  file: string,
  problems: string[],
  prefix = "",
) {
  const keys: string[] = [];
  for (const [name, child] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isRecord(child)) {
      keys.push(...collectKeys(child, file, problems, key));
      continue;
    }
    keys.push(key);
    if (typeof child !== "string") {
      problems.push(problemLine(file, `expected text, got ${describeValue(child)}`, { key }));
    } else if (child.trim() === "") {
      problems.push(problemLine(file, "required, empty", { key }));
    }
  }
  return keys;
}

/**
 * i18next's plural forms: `charactersLeft_one`, `charactersLeft_other`... are the forms of
 * `charactersLeft` for a count, one per CLDR plural category of the language
 * (https://www.i18next.com/translation-function/plurals). `_zero` may stand beside them
 * in any language: i18next uses it for a count of 0.
 */
const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join("|")})$`);

/** The forms a language's counts need, as i18next picks them (Intl.PluralRules), in CLDR order. */
const neededForms = (language: Language): string[] => {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
};

/** A key's base and plural form (`contact.form.charactersLeft`, `one`), or the key alone. */
function pluralParts(key: string): { base: string; form?: string } {
  const match = PLURAL_FORM.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : { base: key };
}

/** Each missing key names a language that has it, so the editor knows what to translate. */
function checkSameKeys(keys: Map<Language, Set<string>>, namespace: string): string[] {
  const problems: string[] = [];
  const plainKeys = (set: Set<string>) => [...set].filter((key) => !pluralParts(key).form);
  const allKeys = new Set([...keys.values()].flatMap(plainKeys));
  for (const key of allKeys) {
    const owner = LANGUAGES.find((language) => keys.get(language)?.has(key));
    for (const [language, set] of keys) {
      if (owner === undefined || set.has(key)) continue;
      const message = `missing (present in ${localeFile(owner, namespace)})`;
      problems.push(problemLine(localeFile(language, namespace), message, { key }));
    }
  }
  return problems;
}

/**
 * A plural key has, in each language, the forms that language's counts need: French needs
 * `_one`, `_many` (whole millions) and `_other`, English `_one` and `_other`.
 */
function checkPluralForms(keys: Map<Language, Set<string>>, namespace: string): string[] {
  const problems: string[] = [];
  const bases = new Set(
    [...keys.values()].flatMap((set) =>
      [...set].map(pluralParts).flatMap(({ base, form }) => (form ? [base] : [])),
    ),
  );
  for (const [language, set] of keys) {
    const file = localeFile(language, namespace);
    const needed = neededForms(language);
    const why = `counts in "${language}" take the forms ${needed.join(", ")}`;
    for (const base of bases) {
      const forms = PLURAL_CATEGORIES.filter((form) => set.has(`${base}_${form}`));
      for (const form of needed.filter((form) => !forms.includes(form))) {
        problems.push(problemLine(file, `missing (${why})`, { key: `${base}_${form}` }));
      }
      for (const form of forms.filter((form) => !needed.includes(form) && form !== "zero")) {
        problems.push(problemLine(file, `never shown (${why})`, { key: `${base}_${form}` }));
      }
    }
  }
  return problems;
}

function checkNamespace(rootDir: string, namespace: string) {
  const problems: string[] = [];
  const keys = new Map<Language, Set<string>>();
  const files: LocaleFile[] = [];
  for (const language of LANGUAGES) {
    const file = localeFile(language, namespace);
    const read = readJsonFile(path.join(rootDir, file), file);
    if (!read.ok) {
      problems.push(read.problem);
    } else if (!isRecord(read.value)) {
      problems.push(problemLine(file, `expected an object, got ${describeValue(read.value)}`));
    } else {
      keys.set(language, new Set(collectKeys(read.value, file, problems)));
      files.push({ language, namespace, file, strings: read.value });
    }
  }
  problems.push(...checkSameKeys(keys, namespace), ...checkPluralForms(keys, namespace));
  return { problems, keys, files };
}

export function checkLocales(rootDir: string): LocaleCheck {
  const checks = namespaces(rootDir).map((namespace) => ({
    namespace,
    ...checkNamespace(rootDir, namespace),
  }));
  const main = checks.find((check) => check.namespace === DEFAULT_NAMESPACE);
  return {
    problems: checks.flatMap((check) => check.problems),
    keys: main?.keys ?? new Map(),
    files: checks.flatMap((check) => check.files),
  };
}
