/**
 * Checks the UI strings in `locales/<language>/*.json`: every file parses,
 * every string is non-empty text, and every language has the same keys, so
 * that no label silently falls back to its key in one language.
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

function namespaces(rootDir: string): string[] {
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
  // Each missing key names a language that has it, so the editor knows what to translate.
  const allKeys = new Set([...keys.values()].flatMap((set) => [...set]));
  for (const key of allKeys) {
    const owner = LANGUAGES.find((language) => keys.get(language)?.has(key));
    for (const [language, set] of keys) {
      if (owner === undefined || set.has(key)) continue;
      const message = `missing (present in ${localeFile(owner, namespace)})`;
      problems.push(problemLine(localeFile(language, namespace), message, { key }));
    }
  }
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
