/**
 * What each language has yet to translate: its missing values and strings, and those still the
 * same as its source's (the language it was copied from, else the default), which are often
 * not translated yet. `npm run language:report` prints it whole; every build says it in brief,
 * one line per language. A published language misses nothing: the content checks refuse it.
 */
import fs from "fs";
import path from "path";
import { isDeepStrictEqual } from "util";
import { localeFile, namespaces, neededForms, pluralParts } from "../content/check-locales";
import { readCollection } from "../content/check-collection";
import { isRecord } from "../content/describe-value";
import { fallbackLanguages, readLanguages, type SiteLanguage } from "../content/languages";
import { readJsonFile } from "../content/read-data-file";
import { collections } from "../content/schema";
import { hasPart, translationsOf } from "../content/translations";

export interface LanguageReport {
  language: SiteLanguage;
  /** The language its values are compared with; none for the default language. */
  source?: SiteLanguage;
  /** One line per value or string it lacks: `content/site.yaml: field "tagline.de"`. */
  missing: string[];
  /** One line per value or string that is still the same as the source's. */
  same: string[];
}

const where = (file: string, entry: string | undefined, field: string) =>
  `${file}: ${entry ? `${entry} ` : ""}field "${field}"`;

/** Every string of a locale file, by dotted key (i18next's keySeparator). */
function flatStrings(value: unknown, prefix = ""): Map<string, unknown> {
  const strings = new Map<string, unknown>();
  if (!isRecord(value)) return strings;
  for (const [key, child] of Object.entries(value)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (isRecord(child)) for (const entry of flatStrings(child, dotted)) strings.set(...entry);
    else strings.set(dotted, child);
  }
  return strings;
}

function localeStrings(rootDir: string, code: string, namespace: string): Map<string, unknown> {
  const file = path.join(rootDir, localeFile(code, namespace));
  if (!fs.existsSync(file)) return new Map();
  const read = readJsonFile(file, localeFile(code, namespace));
  return read.ok ? flatStrings(read.value) : new Map();
}

/** The report of every language of content/languages.yaml under `rootDir`, in its order. */
export function translationReport(rootDir: string): LanguageReport[] {
  const { languages } = readLanguages(rootDir);
  const reports: LanguageReport[] = languages.map((language) => ({
    language,
    source: fallbackLanguages(language, languages)[0],
    missing: [],
    same: [],
  }));
  for (const collection of Object.values(collections)) {
    const read = readCollection(collection, rootDir);
    if (!read.ok) continue;
    const file = `content/${collection.file}`;
    for (const { entry, field, parts } of translationsOf(collection, read.value)) {
      for (const { language, source, missing, same } of reports) {
        if (!source) continue;
        const at = where(file, entry, `${field}.${language.code}`);
        if (!hasPart(parts, language.code)) missing.push(at);
        else if (isDeepStrictEqual(parts[language.code], parts[source.code])) same.push(at);
      }
    }
  }
  for (const namespace of namespaces(rootDir, languages)) {
    const strings = new Map(
      languages.map(({ code }) => [code, localeStrings(rootDir, code, namespace)] as const),
    );
    for (const { language, source, missing, same } of reports) {
      if (!source) continue;
      const own = strings.get(language.code)!;
      const file = localeFile(language.code, namespace);
      // A count's forms are the language's own (French has `_many`, English has not).
      const forms = neededForms(language.code);
      const keys = new Set<string>();
      for (const key of strings.get(source.code)!.keys()) {
        const { base, form } = pluralParts(key);
        if (!form) keys.add(key);
        else for (const needed of forms) keys.add(`${base}_${needed}`);
      }
      for (const key of keys) {
        const at = `${file}: key "${key}"`;
        const sourceStrings = strings.get(source.code)!;
        // A form the source has not (Hebrew's `_two`) was copied from its `_other`.
        const { base, form } = pluralParts(key);
        const sourceText =
          sourceStrings.has(key) || !form
            ? sourceStrings.get(key)
            : sourceStrings.get(`${base}_other`);
        if (!own.has(key)) missing.push(at);
        else if (own.get(key) === sourceText) same.push(at);
      }
    }
  }
  return reports;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function heading({ language, source }: LanguageReport): string {
  const state = language.published ? "published" : "unpublished";
  return source
    ? `${language.code} (${language.name}, ${state}, compared with ${source.code})`
    : `${language.code} (${language.name}, the default language)`;
}

/** One line per language, for the build's log. */
export function reportSummary(reports: readonly LanguageReport[]): string[] {
  return reports.map((report) => {
    const { language, source, missing, same } = report;
    if (!source) return `Language ${language.code}: the default language`;
    const parts = [
      missing.length === 0 ? "nothing missing" : `${count(missing.length, "value")} missing`,
      `${count(same.length, "value")} still as in ${source.code}`,
    ];
    const more = missing.length + same.length > 0 ? " (npm run language:report lists them)" : "";
    return `Language ${heading(report)}: ${parts.join(", ")}${more}`;
  });
}

/** The whole report, for `npm run language:report`: each language's to-do list. */
export function reportText(reports: readonly LanguageReport[]): string {
  return reports
    .map((report) => {
      if (!report.source) return `${heading(report)}: nothing to compare.`;
      const list = (title: string, lines: readonly string[]) =>
        lines.length === 0
          ? [`  ${title}: none`]
          : [`  ${title}:`, ...lines.map((l) => `    ${l}`)];
      return [
        `${heading(report)}:`,
        ...list("missing", report.missing),
        ...list(`still the same as ${report.source.code}`, report.same),
      ].join("\n");
    })
    .join("\n\n");
}

/** The build's lines (onPreBootstrap). */
export const translationReportSummary = (rootDir: string): string[] =>
  reportSummary(translationReport(rootDir));
