/**
 * Build-time validation of everything an editor touches: the YAML collections
 * of `content/` (against `schema.ts`) and the UI strings of `locales/`.
 *
 * gatsby-node.ts calls `assertValidContent` from `onPreBootstrap`, so a mistake
 * stops `gatsby build` and `gatsby develop` before Gatsby's own, less readable,
 * errors: one line per problem, naming the file, the entry and the field.
 */
import { checkCollection } from "./check-collection";
import { checkLocales } from "./check-locales";
import { checkSkillLabels } from "./check-skill-labels";
import { collections } from "./schema";

/** Every problem of the content under `rootDir`, one line each; empty when the content is valid. */
export function validateContent(rootDir: string): string[] {
  const locales = checkLocales(rootDir);
  const contentProblems = Object.values(collections).flatMap((collection) => {
    const { problems, ids } = checkCollection(collection, rootDir);
    return collection === collections.skills
      ? [...problems, ...checkSkillLabels(`content/${collection.file}`, ids, locales.keys)]
      : problems;
  });
  return [...contentProblems, ...locales.problems];
}

export function assertValidContent(rootDir: string): void {
  const problems = validateContent(rootDir);
  if (problems.length === 0) return;
  const header = `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"} (see CONTENT.md):`;
  throw new Error([header, ...problems].join("\n"));
}
