import path from "path";
import { localeFile, namespaces } from "./check-locales";
import { readCollection } from "./check-collection";
import { isRecord } from "./describe-value";
import { readLanguages } from "./languages";
import { readJsonFile } from "./read-data-file";
import { collections } from "./schema";

/** One file's texts in a language. */
export interface FileTexts {
  file: string;
  texts: string[];
}

/**
 * Every text of `value` in `code`: a translated value (a map whose keys are all language codes)
 * gives its `code` part only; any other string is the same in every language.
 */
function textsIn(value: unknown, code: string, codes: ReadonlySet<string>): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, code, codes));
  if (!isRecord(value)) return [];
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => codes.has(key)))
    return textsIn(value[code], code, codes);
  return Object.values(value).flatMap((child) => textsIn(child, code, codes));
}

/**
 * The texts a language's pages and files are made of, by file: its values in content/ (its own
 * part of each translated field, and the fields said the same in every language) and its
 * strings in locales/. Files that cannot be read are left out: the content checks name them.
 */
export function languageTexts(rootDir: string, code: string): FileTexts[] {
  const { languages } = readLanguages(rootDir);
  const codes = new Set(languages.map((language) => language.code));
  const content = Object.values(collections).flatMap((collection) => {
    const read = readCollection(collection, rootDir);
    return read.ok
      ? [{ file: `content/${collection.file}`, texts: textsIn(read.value, code, codes) }]
      : [];
  });
  const strings = namespaces(rootDir, languages).flatMap((namespace) => {
    const file = localeFile(code, namespace);
    const read = readJsonFile(path.join(rootDir, file), file);
    return read.ok ? [{ file, texts: textsIn(read.value, code, codes) }] : [];
  });
  return [...content, ...strings];
}
