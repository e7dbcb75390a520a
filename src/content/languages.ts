/**
 * The site's languages, as `content/languages.yaml` lists them: the one list every part of the
 * site reads (the pages and their paths, the chooser, `hreflang`, the sitemap, the CVs, the JSON
 * Resumes, the share cards, the content checks, the editor). No other code names a language.
 *
 * Read and checked here, in Node (the build, `npm run develop` on each save, the commands of
 * `npm run language:*`, the tests); the browser gets what a page needs of it in the page's context.
 */
import path from "path";
import { describeValue, isRecord } from "./describe-value";
import { readYamlFile } from "./read-data-file";
import { ID_PATTERN } from "./value-formats";

/** Where the registry lives, from the site's root. */
export const LANGUAGES_FILE = "content/languages.yaml";

export type TextDirection = "ltr" | "rtl";

export interface SiteLanguage {
  /** Its BCP 47 tag (`fr`, `pt-BR`): its pages' folder (`/pt-BR/`), `lang` and `hreflang`. */
  readonly code: string;
  /** Its own name, as the chooser shows it (`Français`, `Deutsch`). */
  readonly name: string;
  /** `rtl` lays its pages out right to left. */
  readonly dir: TextDirection;
  /** The folder of its case studies' addresses (`/fr/projets/<id>/`), a word of the language. */
  readonly caseStudiesFolder: string;
  /** Its Open Graph locale (`fr_FR`), for share previews. */
  readonly ogLocale: string;
  /** Whether the built site has it: an unpublished language shows in `npm run develop` only. */
  readonly published: boolean;
  /** The language it was copied from to be translated: its missing values show that one's. */
  readonly from?: string;
}

/** The fields of an entry, in the order `language:add` writes them. */
export const LANGUAGE_FIELDS = [
  "code",
  "name",
  "dir",
  "caseStudiesFolder",
  "ogLocale",
  "published",
  "from",
] as const;

const DIRECTIONS: readonly TextDirection[] = ["ltr", "rtl"];

/** `fr_FR`, `pt_BR`: a language and a region, as Open Graph writes a locale. */
export const OG_LOCALE_PATTERN = "^[a-z]{2,3}_[A-Z]{2}$";

/**
 * The site's own top-level folders: a language of the same code would share its address.
 * (`static`, `admin` and the like are well-formed BCP 47 tags: five to eight letters.)
 */
const RESERVED_CODES = ["static", "admin", "page-data", "share-cards", "cv"];

/**
 * Why `code` cannot be a language's code, or undefined when it can: a well-formed BCP 47 tag
 * (https://www.rfc-editor.org/rfc/bcp/bcp47.txt), written the way it is canonical
 * (`pt-BR`, not `pt-br`: it is part of the addresses), not one of the site's folders. (A
 * private-use tag such as `x-default`, which `hreflang` reserves, is not one: Intl refuses it.)
 */
export function languageCodeProblem(code: string): string | undefined {
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(code);
  } catch {
    return `"${code}" is not a BCP 47 language tag (such as fr, en, de or pt-BR)`;
  }
  if (RESERVED_CODES.includes(code.toLowerCase())) {
    return `"${code}" is the name of one of the site's folders`;
  }
  if (canonical !== code) return `write "${canonical}" (BCP 47's canonical form), not "${code}"`;
  return undefined;
}

export interface RegistryCheck {
  /** The entries that are well formed, in the file's order. */
  languages: SiteLanguage[];
  /** One line per problem, each naming the file, the entry and the field. */
  problems: string[];
}

const line = (entry: string, field: string | undefined, message: string) =>
  `${LANGUAGES_FILE}: ${entry}${field ? ` field "${field}"` : ""}: ${message}`;

/** `entry "de"` when the entry has a code, else its position from 1: `entry 3`. */
const entryName = (value: unknown, index: number) =>
  isRecord(value) && typeof value.code === "string" && value.code.trim() !== ""
    ? `entry "${value.code}"`
    : `entry ${index + 1}`;

function textProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return "required, missing";
  if (typeof value !== "string") return `expected text, got ${describeValue(value)}`;
  return value.trim() === "" ? "required, empty" : undefined;
}

/** Checks one entry; the problems it has, and the language when it has none. */
function checkEntry(value: unknown, entry: string) {
  if (!isRecord(value)) {
    const problem = line(entry, undefined, `expected an object, got ${describeValue(value)}`);
    return { problems: [problem] };
  }
  const problems: string[] = [];
  const check = (field: string, problem: string | undefined) => {
    if (problem) problems.push(line(entry, field, problem));
  };
  for (const key of Object.keys(value)) {
    if (!(LANGUAGE_FIELDS as readonly string[]).includes(key)) {
      check(key, `unknown field (allowed: ${LANGUAGE_FIELDS.join(", ")})`);
    }
  }
  const { code, name, dir, caseStudiesFolder, ogLocale, published, from } = value;
  check("code", textProblem(code) ?? languageCodeProblem(code as string));
  check("name", textProblem(name));
  check(
    "dir",
    DIRECTIONS.includes(dir as TextDirection)
      ? undefined
      : `expected ltr or rtl, got ${typeof dir === "string" ? `"${dir}"` : describeValue(dir)}`,
  );
  check(
    "caseStudiesFolder",
    textProblem(caseStudiesFolder) ??
      (new RegExp(ID_PATTERN).test(caseStudiesFolder as string)
        ? undefined
        : "expected lowercase letters, digits and dashes (it is part of the addresses)"),
  );
  check(
    "ogLocale",
    textProblem(ogLocale) ??
      (new RegExp(OG_LOCALE_PATTERN).test(ogLocale as string)
        ? undefined
        : `expected a language and a region, such as fr_FR or pt_BR, got "${ogLocale as string}"`),
  );
  check(
    "published",
    typeof published === "boolean"
      ? undefined
      : `expected true or false, got ${describeValue(published)}`,
  );
  if (from !== undefined) check("from", textProblem(from));
  if (problems.length > 0) return { problems };
  const language: SiteLanguage = {
    code: code as string,
    name: (name as string).trim(),
    dir: dir as TextDirection,
    caseStudiesFolder: caseStudiesFolder as string,
    ogLocale: ogLocale as string,
    published: published as boolean,
    ...(from === undefined ? {} : { from: from as string }),
  };
  return { problems, language };
}

/**
 * Checks the registry as parsed: a list of well-formed entries, each code once (whatever its
 * case), `from` naming another language of the list, and a default (the first) that is
 * published, which also makes sure the built site has a language.
 */
export function checkLanguages(value: unknown): RegistryCheck {
  if (!Array.isArray(value)) {
    return {
      languages: [],
      problems: [`${LANGUAGES_FILE}: expected a list of languages, got ${describeValue(value)}`],
    };
  }
  const problems: string[] = [];
  const languages: SiteLanguage[] = [];
  const firstEntryOf = new Map<string, number>();
  value.forEach((item, index) => {
    const entry = entryName(item, index);
    const checked = checkEntry(item, entry);
    problems.push(...checked.problems);
    if (!checked.language) return;
    const key = checked.language.code.toLowerCase();
    const first = firstEntryOf.get(key);
    if (first !== undefined) {
      problems.push(line(entry, "code", `duplicate code (also entry ${first + 1})`));
      return;
    }
    firstEntryOf.set(key, index);
    languages.push(checked.language);
  });
  for (const language of languages) {
    if (language.from === undefined) continue;
    const entry = `entry "${language.code}"`;
    if (language.from === language.code) {
      problems.push(line(entry, "from", "a language cannot be copied from itself"));
    } else if (!languages.some((other) => other.code === language.from)) {
      problems.push(line(entry, "from", `no language "${language.from}" in the list`));
    }
  }
  if (value.length === 0) {
    problems.push(`${LANGUAGES_FILE}: no language: the site needs one at least`);
  } else if (problems.length === 0 && !languages[0]!.published) {
    problems.push(
      line(
        `entry "${languages[0]!.code}"`,
        "published",
        "the first language is the site's default: it must be published",
      ),
    );
  }
  if (languages.length > 0 && !languages.some((language) => language.published)) {
    problems.push(`${LANGUAGES_FILE}: no language is published: the built site would have none`);
  }
  return { languages, problems };
}

/** The default language: the first of the list. */
export const defaultLanguage = (languages: readonly SiteLanguage[]): SiteLanguage => {
  const first = languages[0];
  if (!first) throw new Error(`${LANGUAGES_FILE} lists no language`);
  return first;
};

/**
 * The languages whose values stand in for `language`'s missing ones, in the order they are
 * tried: the one it was copied from, that one's own, and so on, then the default. Only an
 * unpublished language may miss any (the content checks); the default has none to fall back to.
 */
export function fallbackLanguages(
  language: SiteLanguage,
  languages: readonly SiteLanguage[],
): SiteLanguage[] {
  const chain: SiteLanguage[] = [];
  let next = languages.find((other) => other.code === language.from);
  while (next && next.code !== language.code && !chain.includes(next)) {
    chain.push(next);
    next = languages.find((other) => other.code === next!.from);
  }
  const fallback = defaultLanguage(languages);
  if (language.code !== fallback.code && !chain.includes(fallback)) chain.push(fallback);
  return chain;
}

/** The registry under `rootDir`, checked; a file that cannot be read is its one problem. */
export function readLanguages(rootDir: string): RegistryCheck {
  const read = readYamlFile(path.join(rootDir, LANGUAGES_FILE), LANGUAGES_FILE);
  return read.ok ? checkLanguages(read.value) : { languages: [], problems: [read.problem] };
}

/**
 * The languages the site is made in: the published ones in a build, every one in `npm run
 * develop`, where a translator reads an unpublished language's pages while working on them.
 * Throws with the registry's problems, one per line.
 */
export function siteLanguages(rootDir: string, develop: boolean): SiteLanguage[] {
  const { languages, problems } = readLanguages(rootDir);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return develop ? languages : languages.filter((language) => language.published);
}

/** Whether this process is `gatsby develop` (Gatsby sets NODE_ENV before it loads gatsby-node). */
export const isDevelop = (): boolean => process.env.NODE_ENV === "development";
