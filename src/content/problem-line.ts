/**
 * The one format of a content problem, so that every line reads the same:
 * `content/experience.yaml: entry "acme" field "title.en": required, missing`.
 */

export interface ProblemLocation {
  /** `entry "acme"` or `entry 3`, see `entryName`. */
  entry?: string;
  /** Path of a field inside the entry: `title.en`. */
  field?: string;
  /** Dotted key of a UI string in a locale file: `contact.title`. */
  key?: string;
}

/** `entry "acme"` when the entry has a usable id, else its position from 1: `entry 3`. */
export function entryName(entry: unknown, index: number): string {
  const id =
    typeof entry === "object" && entry !== null ? (entry as { id?: unknown }).id : undefined;
  return typeof id === "string" && id.trim() !== "" ? `entry "${id}"` : `entry ${index + 1}`;
}

export function problemLine(file: string, message: string, where: ProblemLocation = {}): string {
  const location = [
    where.entry,
    where.field === undefined ? undefined : `field "${where.field}"`,
    where.key === undefined ? undefined : `key "${where.key}"`,
  ]
    .filter((part) => part !== undefined)
    .join(" ");
  return location ? `${file}: ${location}: ${message}` : `${file}: ${message}`;
}

/**
 * Content mistakes found after the content check, where the content is used: a CV entry too long
 * for a page (src/cv/cv-page-fit.ts). Each line in the format above; the build says them as it
 * says the check's (`problemsMessage`).
 */
export class ContentProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ContentProblems";
  }
}
