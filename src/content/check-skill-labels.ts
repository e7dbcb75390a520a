/**
 * Skill categories are named in the UI strings, not in skills.yaml: a category
 * id without its label `skillCategories.<id>` would show the raw key. Checked in each
 * published language (`localeKeys`).
 */
import type { EntryId } from "./check-collection";
import { localeFile } from "./check-locales";
import { problemLine } from "./problem-line";

export const skillLabelKey = (id: string) => `skillCategories.${id}`;

export function checkSkillLabels(
  file: string,
  categories: EntryId[],
  localeKeys: Map<string, Set<string>>,
): string[] {
  return categories.flatMap(({ entry, id }) => {
    const key = skillLabelKey(id);
    const lacking = [...localeKeys]
      .filter(([, keys]) => !keys.has(key))
      .map(([language]) => localeFile(language));
    if (lacking.length === 0) return [];
    const message = `no label "${key}" in ${lacking.join(", ")}`;
    return [problemLine(file, message, { entry, field: "id" })];
  });
}
