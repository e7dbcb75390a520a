/**
 * The translated values of the content: where each one is (its file, entry and field), and its
 * text in each language. What a language has yet to translate (the translation report), what
 * `npm run language:add` copies, and what an unpublished language shows meanwhile all walk the
 * content through here, so they agree on what a translated value is.
 */
import { isRecord } from "./describe-value";
import { fallbackLanguages, type SiteLanguage } from "./languages";
import type { Collection, Field, FieldKind, Fields } from "./schema";

/** The kinds whose value is an object of one part per language (a label: when it has words). */
const TRANSLATED_KINDS: readonly FieldKind[] = [
  "translated",
  "label",
  "translatedList",
  "markdown",
  "inlineMarkdown",
];

/** One translated value of a collection file. */
export interface Translation {
  /** `entry "acme"` (its id) or `entry 3` for a list's entry; undefined for a file of one object. */
  entry?: string;
  /** The field inside the entry, as the content checks name it: `title`, `caseStudy.results[2].text`. */
  field: string;
  /** The keys that lead to it from the file's top, for editing it in place (`[0, "title"]`). */
  keys: (string | number)[];
  /** Its part in each language it has. */
  parts: Record<string, unknown>;
}

const fieldPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

function* walk(
  value: unknown,
  spec: Field,
  keys: (string | number)[],
  field: string,
): Generator<Omit<Translation, "entry">> {
  if (value === undefined || value === null) return;
  if (spec.kind === "object") {
    if (isRecord(value)) yield* walkFields(value, spec.fields, keys, field);
  } else if (spec.kind === "list") {
    if (!Array.isArray(value)) return;
    for (const [index, item] of value.entries()) {
      yield* walk(item, spec.of, [...keys, index], `${field}[${index + 1}]`);
    }
  } else if (TRANSLATED_KINDS.includes(spec.kind) && isRecord(value)) {
    yield { field, keys, parts: value };
  }
}

function* walkFields(
  value: Record<string, unknown>,
  fields: Fields,
  keys: (string | number)[],
  parent: string,
): Generator<Omit<Translation, "entry">> {
  for (const [name, spec] of Object.entries(fields)) {
    yield* walk(value[name], spec, [...keys, name], fieldPath(parent, name));
  }
}

/** Every translated value of a collection file as parsed, in the file's order. */
export function translationsOf(collection: Collection, value: unknown): Translation[] {
  if (collection.shape === "object") {
    return isRecord(value) ? [...walkFields(value, collection.fields, [], "")] : [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const name = typeof entry.id === "string" ? `entry "${entry.id}"` : `entry ${index + 1}`;
    return [...walkFields(entry, collection.fields, [index], "")].map((translation) => ({
      entry: name,
      ...translation,
    }));
  });
}

/** Whether a language's part of a translated value is there to show. */
export const hasPart = (parts: Record<string, unknown>, code: string): boolean =>
  parts[code] !== undefined && parts[code] !== null;

/**
 * `parts` with a part for every language of `languages`: a language missing one (only an
 * unpublished one may: the content checks) takes its fallback's (the language it was copied
 * from, else the default), so that its pages in `npm run develop` read whole.
 */
export function withEveryLanguage(
  parts: Record<string, unknown>,
  languages: readonly SiteLanguage[],
): Record<string, unknown> {
  const complete = { ...parts };
  for (const language of languages) {
    if (hasPart(complete, language.code)) continue;
    const fallback = fallbackLanguages(language, languages).find(({ code }) =>
      hasPart(parts, code),
    );
    if (fallback) complete[language.code] = parts[fallback.code];
  }
  return complete;
}
