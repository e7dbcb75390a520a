/**
 * Checks the UI strings in `locales/<language>/*.json`: every file parses, every string is
 * non-empty text, and every published language has the same keys (plural keys: the forms its
 * grammar needs), so that no label silently falls back to its key in one language. An
 * unpublished language may miss strings while it is translated (`npm run language:report`
 * lists them; its pages in `npm run develop` show its source language's meanwhile), but has
 * no key that no published language has.
 */
import fs from "fs";
import path from "path";
import { describeValue, isRecord } from "./describe-value";
import type { SiteLanguage } from "./languages";
import { problemLine } from "./problem-line";
import { readJsonFile } from "./read-data-file";

/** The namespace the page uses; it must exist even when no language has it yet. */
export const DEFAULT_NAMESPACE = "translation";

/** One locale file as parsed: the strings of one namespace in one language. */
export interface LocaleFile {
  /** The language's code. */
  language: string;
  namespace: string;
  /** Path from the site's root: `locales/fr/translation.json`. */
  file: string;
  strings: Record<string, unknown>;
}

export interface LocaleCheck {
  problems: string[];
  /** Dotted keys of the default namespace, for each published language whose file could be read. */
  keys: Map<string, Set<string>>;
  /** Every file that parsed to an object, for sourcing once the whole content is valid. */
  files: LocaleFile[];
}

export const localeFile = (language: string, namespace = DEFAULT_NAMESPACE) =>
  `locales/${language}/${namespace}.json`;

/** Every namespace (file name) found in any language's folder, the default one first. */
export function namespaces(rootDir: string, languages: readonly SiteLanguage[]): string[] {
  const found = languages.flatMap(({ code }) => {
    const folder = path.join(rootDir, "locales", code);
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
export const neededForms = (language: string): string[] => {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
};

/** A key's base and plural form (`contact.form.charactersLeft`, `one`), or the key alone. */
export function pluralParts(key: string): { base: string; form?: string } {
  const match = PLURAL_FORM.exec(key);
  return match ? { base: match[1]!, form: match[2]! } : { base: key };
}

/**
 * Each key a published language misses names a language that has it, so the editor knows
 * what to translate; a key of an unpublished language that no published one has is named too
 * (a typo, or a string no page shows).
 */
function checkSameKeys(
  keys: Map<string, Set<string>>,
  languages: readonly SiteLanguage[],
  namespace: string,
): string[] {
  const problems: string[] = [];
  const plainKeys = (set: Set<string>) => [...set].filter((key) => !pluralParts(key).form);
  const published = languages.filter((language) => language.published);
  const publishedKeys = new Set(
    published.flatMap(({ code }) => plainKeys(keys.get(code) ?? new Set())),
  );
  for (const key of publishedKeys) {
    const owner = published.find(({ code }) => keys.get(code)?.has(key))!;
    for (const { code } of published) {
      const set = keys.get(code);
      if (!set || set.has(key)) continue;
      const message = `missing (present in ${localeFile(owner.code, namespace)})`;
      problems.push(problemLine(localeFile(code, namespace), message, { key }));
    }
  }
  for (const { code } of languages.filter((language) => !language.published)) {
    for (const key of plainKeys(keys.get(code) ?? new Set())) {
      if (publishedKeys.has(key)) continue;
      const message = "unknown key (no published language has it)";
      problems.push(problemLine(localeFile(code, namespace), message, { key }));
    }
  }
  return problems;
}

/**
 * A plural key has, in each language, the forms that language's counts need: French needs
 * `_one`, `_many` (whole millions) and `_other`, English `_one` and `_other`.
 */
function checkPluralForms(
  keys: Map<string, Set<string>>,
  languages: readonly SiteLanguage[],
  namespace: string,
): string[] {
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
    const published = languages.some((entry) => entry.code === language && entry.published);
    for (const base of bases) {
      const forms = PLURAL_CATEGORIES.filter((form) => set.has(`${base}_${form}`));
      // An unpublished language's missing forms are on the translation's to-do list.
      for (const form of needed.filter((form) => published && !forms.includes(form))) {
        problems.push(problemLine(file, `missing (${why})`, { key: `${base}_${form}` }));
      }
      for (const form of forms.filter((form) => !needed.includes(form) && form !== "zero")) {
        problems.push(problemLine(file, `never shown (${why})`, { key: `${base}_${form}` }));
      }
    }
  }
  return problems;
}

function checkNamespace(rootDir: string, languages: readonly SiteLanguage[], namespace: string) {
  const problems: string[] = [];
  const keys = new Map<string, Set<string>>();
  const files: LocaleFile[] = [];
  for (const { code: language, published } of languages) {
    const file = localeFile(language, namespace);
    const absolute = path.join(rootDir, file);
    const read = readJsonFile(absolute, file);
    if (!read.ok) {
      // An unpublished language may not have the file yet: the report lists its strings.
      if (published || fs.existsSync(absolute)) problems.push(read.problem);
    } else if (!isRecord(read.value)) {
      problems.push(problemLine(file, `expected an object, got ${describeValue(read.value)}`));
    } else {
      keys.set(language, new Set(collectKeys(read.value, file, problems)));
      files.push({ language, namespace, file, strings: read.value });
    }
  }
  problems.push(
    ...checkSameKeys(keys, languages, namespace),
    ...checkPluralForms(keys, languages, namespace),
  );
  return { problems, keys, files };
}

/** Checks the locale files of every language of the registry (content/languages.yaml). */
export function checkLocales(rootDir: string, languages: readonly SiteLanguage[]): LocaleCheck {
  const checks = namespaces(rootDir, languages).map((namespace) => ({
    namespace,
    ...checkNamespace(rootDir, languages, namespace),
  }));
  const main = checks.find((check) => check.namespace === DEFAULT_NAMESPACE);
  const published = new Set(languages.filter((l) => l.published).map(({ code }) => code));
  return {
    problems: checks.flatMap((check) => check.problems),
    keys: new Map([...(main?.keys ?? [])].filter(([code]) => published.has(code))),
    files: checks.flatMap((check) => check.files),
  };
}
