/**
 * `npm run language:add -- <code> "<name>" [--from <code>] [--dir rtl]`: a new language, copied
 * from another, ready to be translated. It writes, and touches nothing else:
 * - its entry at the end of content/languages.yaml, unpublished (`published: false`), so that
 *   only `npm run develop` shows it until a translator has done;
 * - locales/<code>/, a copy of the source language's strings, a count's forms made the new
 *   language's own (a form it lacks copied from `_other`, one it never shows left out);
 * - beside each translated value of content/, its part in the new language, the source's copy.
 * Each file is edited in place (comments, order and layout kept: src/editor/merge-yaml.ts), and
 * only once every file has been worked out: a refusal writes nothing.
 */
import fs from "fs";
import path from "path";
import { localeFile, neededForms, pluralParts } from "../content/check-locales";
import { collectionFilePath } from "../editor/editor-files";
import { isRecord } from "../content/describe-value";
import {
  defaultLanguage,
  languageCodeProblem,
  LANGUAGES_FILE,
  readLanguages,
  type SiteLanguage,
  type TextDirection,
} from "../content/languages";
import { readYamlFile } from "../content/read-data-file";
import { collections, type Collection } from "../content/schema";
import { translationsOf } from "../content/translations";
import { mergeIntoYaml, readYamlValue } from "../editor/merge-yaml";

export interface NewLanguage {
  code: string;
  name: string;
  /** The language to copy; the default language when none is given. */
  from?: string;
  dir?: TextDirection;
}

/** A request the command refuses, with what to do instead. Nothing is written then. */
export class LanguageRefused extends Error {
  override name = "LanguageRefused";
}

/**
 * The Open Graph locale of a language tag: its language and its likeliest region
 * (`de` -> `de_DE`, `pt-BR` -> `pt_BR`), from the likely subtags of CLDR
 * (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/Locale/maximize).
 */
export function ogLocaleOf(code: string): string {
  const { language, region } = new Intl.Locale(code).maximize();
  return `${language}_${region ?? language.toUpperCase()}`;
}

/** A copy of `value` with, in each translated value, a part for `code` copied from `from`'s. */
function withLanguage(collection: Collection, value: unknown, code: string, from: string) {
  const copy = structuredClone(value);
  for (const { keys, parts } of translationsOf(collection, copy)) {
    if (parts[from] === undefined || parts[code] !== undefined) continue;
    let holder: unknown = copy;
    for (const key of keys) holder = (holder as Record<string | number, unknown>)[key];
    if (isRecord(holder)) holder[code] = structuredClone(parts[from]);
  }
  return copy;
}

/**
 * `strings` with each count's forms those `code` needs (CLDR's plural categories, as i18next
 * picks them: https://www.i18next.com/translation-function/plurals): copied from the `_other`
 * form where it lacks one (Hebrew's `_two`), left out where it never shows one (French's
 * `_many`, for German), so that the copy passes the content checks once published.
 */
export function withPluralForms(
  strings: Record<string, unknown>,
  code: string,
): Record<string, unknown> {
  const forms = ["zero", ...neededForms(code)];
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    const { base, form } = pluralParts(key);
    if (isRecord(value)) result[key] = withPluralForms(value, code);
    else if (!form) result[key] = value;
    // At a count's first form, all of its forms, in CLDR's order.
    else if (!Object.keys(result).some((done) => pluralParts(done).base === base)) {
      for (const wanted of forms) {
        const text =
          strings[`${base}_${wanted}`] ??
          (wanted === "zero" ? undefined : (strings[`${base}_other`] ?? value));
        if (text !== undefined) result[`${base}_${wanted}`] = text;
      }
    }
  }
  return result;
}

/** The files to write, by path from the site's root: every one worked out before any is written. */
type Writes = Map<string, string>;

/** `file` with `change` made to its value, edited in place, among the writes if it changed. */
function changeYaml(
  rootDir: string,
  file: string,
  change: (value: unknown) => unknown,
  writes: Writes,
) {
  const read = readYamlFile(path.join(rootDir, file), file);
  if (!read.ok) throw new LanguageRefused(`${read.problem}; fix it first`);
  const text = fs.readFileSync(path.join(rootDir, file), "utf8");
  const result = mergeIntoYaml(text, change(readYamlValue(text)));
  if (!result.ok) throw new LanguageRefused(`${file}: ${result.reason}; fix it first`);
  if (result.text !== text) writes.set(file, result.text);
}

/** Checks the request against the registry: the language to add, and the one to copy. */
function checkRequest(request: NewLanguage, languages: readonly SiteLanguage[]) {
  const codeProblem = languageCodeProblem(request.code);
  if (codeProblem) throw new LanguageRefused(codeProblem);
  const existing = languages.find(({ code }) => code.toLowerCase() === request.code.toLowerCase());
  if (existing) {
    throw new LanguageRefused(
      `${LANGUAGES_FILE} has "${existing.code}" (${existing.name}) already`,
    );
  }
  if (request.name.trim() === "") throw new LanguageRefused("the language needs a name (its own)");
  const source = request.from
    ? languages.find(({ code }) => code === request.from)
    : defaultLanguage(languages);
  if (!source) {
    const known = languages.map(({ code }) => code).join(", ");
    throw new LanguageRefused(
      `no language "${request.from}" to copy in ${LANGUAGES_FILE} (it has ${known})`,
    );
  }
  return source;
}

/** Adds the language under `rootDir`; the files written, by path from the site's root. */
export function addLanguage(rootDir: string, request: NewLanguage): string[] {
  const registry = readLanguages(rootDir);
  if (registry.problems.length > 0) {
    throw new LanguageRefused(
      `${LANGUAGES_FILE} has problems; fix them first:\n${registry.problems.join("\n")}`,
    );
  }
  const source = checkRequest(request, registry.languages);
  const { code } = request;
  const localesFolder = path.join(rootDir, "locales", code);
  if (fs.existsSync(localesFolder))
    throw new LanguageRefused(`locales/${code}/ exists already: remove it or pick another code`);

  const writes: Writes = new Map();
  const entry = {
    code,
    name: request.name.trim(),
    dir: request.dir ?? "ltr",
    caseStudiesFolder: source.caseStudiesFolder,
    ogLocale: ogLocaleOf(code),
    published: false,
    from: source.code,
  };
  changeYaml(rootDir, LANGUAGES_FILE, (entries) => [...(entries as unknown[]), entry], writes);
  for (const collection of Object.values(collections)) {
    const add = (value: unknown) => withLanguage(collection, value, code, source.code);
    changeYaml(rootDir, collectionFilePath(collection), add, writes);
  }
  const sourceFolder = path.join(rootDir, "locales", source.code);
  for (const name of fs.readdirSync(sourceFolder).filter((file) => file.endsWith(".json"))) {
    const namespace = name.slice(0, -".json".length);
    const strings = JSON.parse(fs.readFileSync(path.join(sourceFolder, name), "utf8")) as unknown;
    if (!isRecord(strings)) {
      throw new LanguageRefused(
        `${localeFile(source.code, namespace)} is not an object of strings; fix it first`,
      );
    }
    writes.set(
      localeFile(code, namespace),
      `${JSON.stringify(withPluralForms(strings, code), null, 2)}\n`,
    );
  }

  for (const [file, text] of writes) {
    fs.mkdirSync(path.dirname(path.join(rootDir, file)), { recursive: true });
    fs.writeFileSync(path.join(rootDir, file), text);
  }
  return [...writes.keys()];
}
