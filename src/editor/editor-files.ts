/**
 * The files the editor opens and saves: one per collection of `schema.ts`, and every locale
 * file. Paths are relative to the repository, with `/`, the way Decap names them; any other
 * path is not the editor's to read or write.
 */
import { localeFile, namespaces } from "../content/check-locales";
import { defaultLanguage, readLanguages } from "../content/languages";
import { collections, type Collection, type CollectionName } from "../content/schema";

export type EditorFile =
  | {
      kind: "collection";
      path: string;
      name: CollectionName;
      collection: Collection;
      /** The default language's code: a label the same in every language is written once. */
      defaultLanguage: string;
    }
  | { kind: "locale"; path: string; language: string; namespace: string };

export const collectionFilePath = (collection: Collection) => `content/${collection.file}`;

/**
 * Every file the editor offers: the content files and, for every language of
 * content/languages.yaml (published or not: `npm run develop` is where one is translated), its
 * locale files.
 */
export function editorFiles(rootDir: string): EditorFile[] {
  const { languages } = readLanguages(rootDir);
  const fallback = languages.length > 0 ? defaultLanguage(languages).code : "";
  const collectionFiles = (Object.entries(collections) as [CollectionName, Collection][]).map(
    ([name, collection]): EditorFile => ({
      kind: "collection",
      path: collectionFilePath(collection),
      name,
      collection,
      defaultLanguage: fallback,
    }),
  );
  const localeFiles = namespaces(rootDir, languages).flatMap((namespace) =>
    languages.map(({ code }): EditorFile => ({
      kind: "locale",
      path: localeFile(code, namespace),
      language: code,
      namespace,
    })),
  );
  return [...collectionFiles, ...localeFiles];
}

export function findEditorFile(rootDir: string, filePath: unknown): EditorFile | undefined {
  return editorFiles(rootDir).find((file) => file.path === filePath);
}
