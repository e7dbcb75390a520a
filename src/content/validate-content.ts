/**
 * Validation of everything an editor touches: the YAML collections of
 * `content/` (against `schema.ts`) and the UI strings of `locales/`.
 *
 * gatsby-node.ts calls `assertValidContent` from `onPreBootstrap`, so a mistake
 * stops `gatsby build` and `gatsby develop` before Gatsby's own, less readable,
 * errors: one line per problem, naming the file, the entry and the field. The
 * development server runs the same check on every save (src/live-check/).
 */
import { checkCollection, readCollection } from "./check-collection";
import { checkLocales, type LocaleFile } from "./check-locales";
import { checkSkillLabels } from "./check-skill-labels";
import { isRecord } from "./describe-value";
import type { ReadResult } from "./read-data-file";
import { readLanguages, type SiteLanguage } from "./languages";
import { collections, type CollectionName } from "./schema";

/** The content as read from disk, with its problems. */
export interface ContentRead {
  /** One line per problem; empty when the content is valid. */
  problems: string[];
  /** Each collection file as parsed (absent when it could not be read). */
  collections: Partial<Record<CollectionName, unknown>>;
  /** Each locale file that parsed to an object. */
  locales: LocaleFile[];
  /** Every language of content/languages.yaml, published or not, in its order. */
  languages: SiteLanguage[];
}

/** The ids written in the projects file, well formed or not: the projects a Markdown link may name. */
function projectIdsOf(read: ReadResult): Set<string> {
  const entries = read.ok && Array.isArray(read.value) ? read.value : [];
  return new Set(
    entries.flatMap((entry) => (isRecord(entry) && typeof entry.id === "string" ? [entry.id] : [])),
  );
}

/**
 * Reads and checks the content under `rootDir` once: what the build sources, and its problems.
 * The language registry first: every other file is checked against it, so while it has a
 * problem, its problems are the only ones said.
 */
export function readContent(rootDir: string): ContentRead {
  const registry = readLanguages(rootDir);
  if (registry.problems.length > 0) {
    return { problems: registry.problems, collections: {}, locales: [], languages: [] };
  }
  const { languages } = registry;
  const locales = checkLocales(rootDir, languages);
  const names = Object.keys(collections) as CollectionName[];
  const reads = new Map(names.map((name) => [name, readCollection(collections[name], rootDir)]));
  const projectIds = projectIdsOf(reads.get("projects")!);
  const parsed: Partial<Record<CollectionName, unknown>> = {};
  const contentProblems = names.flatMap((name) => {
    const collection = collections[name];
    const read = reads.get(name)!;
    const { problems, ids, value } = checkCollection(
      collection,
      read,
      rootDir,
      projectIds,
      languages,
    );
    if (value !== undefined) parsed[name] = value;
    return collection === collections.skills
      ? [...problems, ...checkSkillLabels(`content/${collection.file}`, ids, locales.keys)]
      : problems;
  });
  return {
    problems: [...contentProblems, ...locales.problems],
    collections: parsed,
    locales: locales.files,
    languages,
  };
}

/** Every problem of the content under `rootDir`, one line each; empty when the content is valid. */
export function validateContent(rootDir: string): string[] {
  return readContent(rootDir).problems;
}

/** The build's message for a list of problems: a count, then one line each. */
export function problemsMessage(problems: readonly string[]): string {
  const header = `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"} (see CONTENT.md):`;
  return [header, ...problems].join("\n");
}

export function assertValidContent(rootDir: string): void {
  const problems = validateContent(rootDir);
  if (problems.length === 0) return;
  throw new Error(problemsMessage(problems));
}
