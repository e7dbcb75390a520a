/**
 * Values of the sample content that must not reach a deployed site: example.com addresses
 * (example.org, .net and their subdomains, reserved for documentation) and the sample owner's
 * profile links. Valid content otherwise, so a normal build only warns; a release build
 * (RELEASE_BUILD=1, `npm run build:release`) refuses them.
 */
import path from "path";
import { itemPath, joinPath } from "./check-field";
import { isRecord } from "./describe-value";
import { linkedAddresses, MARKDOWN_MODES, parseMarkdown } from "./markdown";
import { entryName, problemLine } from "./problem-line";
import { readYamlFile } from "./read-data-file";
import { collections, type Collection, type Field, type Fields } from "./schema";

/** Profile links of the sample owner, Camille Laurent, shipped in content/site.yaml. */
export const SAMPLE_PROFILE_LINKS = [
  "https://www.linkedin.com/in/camille-laurent-example",
  "https://github.com/camille-laurent-example",
  "https://gitlab.com/camille-laurent-example",
];

const RESERVED_DOMAIN = /(^|\.)example\.(com|org|net)$/i;

/** The host of an http(s) address or the domain of an e-mail address. */
function domainOf(value: string): string | undefined {
  if (value.includes("@") && !value.includes("/")) return value.split("@").pop();
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

export function isPlaceholder(value: string): boolean {
  const bare = value.replace(/\/+$/, "");
  // The profiles themselves, and pages under them (a sample project's repository).
  if (SAMPLE_PROFILE_LINKS.some((link) => bare === link || bare.startsWith(`${link}/`))) {
    return true;
  }
  const domain = domainOf(value);
  return domain !== undefined && RESERVED_DOMAIN.test(domain);
}

/**
 * Reports every url or e-mail field below `value` that holds a placeholder, and every link of
 * a Markdown text that points at one, by the field's path (`caseStudy.context.en`).
 */
function placeholdersIn(
  value: unknown,
  spec: Field,
  path: string,
  report: (field: string, value: string) => void,
) {
  switch (spec.kind) {
    case "object":
      if (isRecord(value)) placeholdersInFields(value, spec.fields, report, path);
      return;
    case "list":
      if (Array.isArray(value)) {
        value.forEach((item, index) =>
          placeholdersIn(item, spec.of, itemPath(path, index), report),
        );
      }
      return;
    case "url":
    case "email":
      if (typeof value === "string" && isPlaceholder(value)) report(path, value);
      return;
    case "markdown":
    case "inlineMarkdown": {
      if (!isRecord(value)) return;
      const mode = MARKDOWN_MODES[spec.kind];
      for (const [language, text] of Object.entries(value)) {
        if (typeof text !== "string") continue;
        for (const address of linkedAddresses(parseMarkdown(text, mode).tree)) {
          if (isPlaceholder(address.replace(/^mailto:/, ""))) {
            report(joinPath(path, language), address);
          }
        }
      }
      return;
    }
  }
}

function placeholdersInFields(
  value: Record<string, unknown>,
  fields: Fields,
  report: (field: string, value: string) => void,
  parent = "",
) {
  for (const [name, spec] of Object.entries(fields)) {
    placeholdersIn(value[name], spec, joinPath(parent, name), report);
  }
}

function placeholdersOfCollection(collection: Collection, rootDir: string): string[] {
  const file = `content/${collection.file}`;
  const read = readYamlFile(path.join(rootDir, file), file);
  if (!read.ok) return [];
  const lines: string[] = [];
  const check = (entryValue: unknown, entry?: string) => {
    if (!isRecord(entryValue)) return;
    placeholdersInFields(entryValue, collection.fields, (field, value) =>
      lines.push(problemLine(file, `placeholder value "${value}"`, { entry, field })),
    );
  };
  if (collection.shape === "object") check(read.value);
  else if (Array.isArray(read.value)) {
    read.value.forEach((entry, index) => check(entry, entryName(entry, index)));
  }
  return lines;
}

/** One line per placeholder value of `content/`, naming the file, the entry and the field. */
export function findPlaceholders(rootDir: string): string[] {
  return Object.values(collections).flatMap((collection: Collection) =>
    placeholdersOfCollection(collection, rootDir),
  );
}
