/**
 * Validation of everything an editor touches: the YAML collections of
 * `content/` (against `schema.ts`) and the UI strings of `locales/`.
 *
 * gatsby-node.ts calls `assertValidContent` from `onPreBootstrap`, so a mistake
 * stops `gatsby build` and `gatsby develop` before Gatsby's own, less readable,
 * errors: one line per problem, naming the file, the entry and the field. The
 * development server runs the same check on every save (src/live-check/).
 */
import { checkCollection } from "./check-collection";
import { checkLocales, type LocaleFile } from "./check-locales";
import { checkSkillLabels } from "./check-skill-labels";
import { collections, type CollectionName } from "./schema";

/** The content as read from disk, with its problems. */
export interface ContentRead {
  /** One line per problem; empty when the content is valid. */
  problems: string[];
  /** Each collection file as parsed (absent when it could not be read). */
  collections: Partial<Record<CollectionName, unknown>>;
  /** Each locale file that parsed to an object. */
  locales: LocaleFile[];
}

/** Reads and checks the content under `rootDir` once: what the build sources, and its problems. */
export function readContent(rootDir: string): ContentRead {
  const locales = checkLocales(rootDir);
  const parsed: Partial<Record<CollectionName, unknown>> = {};
  const contentProblems = (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const collection = collections[name];
    const { problems, ids, value } = checkCollection(collection, rootDir);
    if (value !== undefined) parsed[name] = value;
    return collection === collections.skills
      ? [...problems, ...checkSkillLabels(`content/${collection.file}`, ids, locales.keys)]
      : problems;
  });
  return {
    problems: [...contentProblems, ...locales.problems],
    collections: parsed,
    locales: locales.files,
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
