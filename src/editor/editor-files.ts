/**
 * The files the editor opens and saves: one per collection of `schema.ts`, and every locale
 * file. Paths are relative to the repository, with `/`, the way Decap names them; any other
 * path is not the editor's to read or write.
 */
import { LANGUAGES, type Language } from "../config/constants";
import { localeFile, namespaces } from "../content/check-locales";
import { collections, type Collection, type CollectionName } from "../content/schema";

export type EditorFile =
  | { kind: "collection"; path: string; name: CollectionName; collection: Collection }
  | { kind: "locale"; path: string; language: Language; namespace: string };

export const collectionFilePath = (collection: Collection) => `content/${collection.file}`;

export function editorFiles(rootDir: string): EditorFile[] {
  const collectionFiles = (Object.entries(collections) as [CollectionName, Collection][]).map(
    ([name, collection]): EditorFile => ({
      kind: "collection",
      path: collectionFilePath(collection),
      name,
      collection,
    }),
  );
  const localeFiles = namespaces(rootDir).flatMap((namespace) =>
    LANGUAGES.map((language): EditorFile => ({
      kind: "locale",
      path: localeFile(language, namespace),
      language,
      namespace,
    })),
  );
  return [...collectionFiles, ...localeFiles];
}

export function findEditorFile(rootDir: string, filePath: unknown): EditorFile | undefined {
  return editorFiles(rootDir).find((file) => file.path === filePath);
}
