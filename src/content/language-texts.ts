import path from "path";
import { localeFile, namespaces } from "./check-locales";
import { readCollection } from "./check-collection";
import { isRecord } from "./describe-value";
import { readLanguages, type SiteLanguage } from "./languages";
import { readJsonFile } from "./read-data-file";
import { collections, type Collection } from "./schema";
import { translationsOf, withEveryLanguage } from "./translations";

/** One file's texts in a language. */
export interface FileTexts {
  file: string;
  texts: string[];
}

/** Every string of a parsed value, in order. */
const stringsIn = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  return isRecord(value) ? Object.values(value).flatMap(stringsIn) : [];
};

/**
 * A collection file's texts in `code`: of each translated value (translations.ts, as the
 * schema says), the language's part, or the one its pages show meanwhile; every other string
 * as it is, the same in every language.
 */
function collectionTexts(
  collection: Collection,
  value: unknown,
  code: string,
  languages: readonly SiteLanguage[],
): string[] {
  const translated = new Map(
    translationsOf(collection, value).map(({ keys, parts }) => [keys.join("/"), parts]),
  );
  const walk = (node: unknown, keys: (string | number)[]): string[] => {
    const parts = translated.get(keys.join("/"));
    if (parts) return stringsIn(withEveryLanguage(parts, languages)[code]);
    if (Array.isArray(node)) return node.flatMap((item, index) => walk(item, [...keys, index]));
    if (isRecord(node))
      return Object.entries(node).flatMap(([key, child]) => walk(child, [...keys, key]));
    return typeof node === "string" ? [node] : [];
  };
  return walk(value, []);
}

/**
 * The texts a language's pages and files are made of, by file: its values in content/ and its
 * strings in locales/. Files that cannot be read are left out: the content checks name them.
 */
export function languageTexts(rootDir: string, code: string): FileTexts[] {
  const { languages } = readLanguages(rootDir);
  const content = Object.values(collections).flatMap((collection) => {
    const read = readCollection(collection, rootDir);
    return read.ok
      ? [
          {
            file: `content/${collection.file}`,
            texts: collectionTexts(collection, read.value, code, languages),
          },
        ]
      : [];
  });
  const strings = namespaces(rootDir, languages).flatMap((namespace) => {
    const file = localeFile(code, namespace);
    const read = readJsonFile(path.join(rootDir, file), file);
    return read.ok ? [{ file, texts: stringsIn(read.value) }] : [];
  });
  return [...content, ...strings];
}
