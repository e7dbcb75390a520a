/**
 * Checks one collection file of `content/` against its declaration: the file
 * exists and parses, its top level has the declared shape, every entry has the
 * declared fields and a unique id.
 */
import path from "path";
import { checkFields, type FieldProblem } from "./check-field";
import { describeValue, isRecord } from "./describe-value";
import { entryName, problemLine } from "./problem-line";
import { readYamlFile, type ReadResult } from "./read-data-file";
import type { FileContext } from "./check-scalar";
import type { Collection } from "./schema";
import type { SiteLanguage } from "./languages";

/** An entry with a string id, for checks that span several files. */
export interface EntryId {
  entry: string;
  id: string;
}

export interface CollectionCheck {
  problems: string[];
  ids: EntryId[];
  /** The file as parsed, for sourcing once the whole content is valid; absent when unreadable. */
  value?: unknown;
}

const fileLabel = (collection: Collection) => `content/${collection.file}`;

function checkEntries(entries: unknown[], collection: Collection, context: FileContext) {
  const file = fileLabel(collection);
  const problems: string[] = [];
  const ids: EntryId[] = [];
  const firstIndexOfId = new Map<string, number>();
  entries.forEach((value, index) => {
    const entry = entryName(value, index);
    if (!isRecord(value)) {
      problems.push(
        problemLine(file, `expected an object, got ${describeValue(value)}`, { entry }),
      );
      return;
    }
    const toLine = ({ path: field, message }: FieldProblem) =>
      problemLine(file, message, { entry, field });
    problems.push(...checkFields(value, collection.fields, context).map(toLine));
    if (typeof value.id !== "string") return;
    const first = firstIndexOfId.get(value.id);
    if (first === undefined) {
      firstIndexOfId.set(value.id, index);
      ids.push({ entry, id: value.id });
    } else {
      const message = `duplicate id "${value.id}" (also entry ${first + 1})`;
      problems.push(problemLine(file, message, { entry, field: "id" }));
    }
  });
  return { problems, ids };
}

/** The collection's file, parsed, or the problem that names why it cannot be read. */
export const readCollection = (collection: Collection, rootDir: string): ReadResult =>
  readYamlFile(path.join(rootDir, "content", collection.file), fileLabel(collection));

/**
 * Checks a collection file read by `readCollection`; `projectIds` are those Markdown links may
 * name, `languages` those a translated value holds.
 */
export function checkCollection(
  collection: Collection,
  read: ReadResult,
  rootDir: string,
  projectIds: ReadonlySet<string>,
  languages: readonly SiteLanguage[],
): CollectionCheck {
  const file = fileLabel(collection);
  if (!read.ok) return { problems: [read.problem], ids: [] };
  const context = { rootDir, yamlDir: path.join(rootDir, "content"), projectIds, languages };
  const { value } = read;

  if (collection.shape === "list") {
    return Array.isArray(value)
      ? { ...checkEntries(value, collection, context), value }
      : {
          problems: [problemLine(file, `expected a list, got ${describeValue(value)}`)],
          ids: [],
          value,
        };
  }
  if (!isRecord(value)) {
    return {
      problems: [problemLine(file, `expected an object, got ${describeValue(value)}`)],
      ids: [],
      value,
    };
  }
  const toLine = ({ path: field, message }: FieldProblem) => problemLine(file, message, { field });
  return {
    problems: checkFields(value, collection.fields, context).map(toLine),
    ids: [],
    value,
  };
}
