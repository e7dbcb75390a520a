/**
 * Checks a value of the content against its field declaration in `schema.ts`,
 * recursively, and names every problem by the path of the field inside its
 * entry (`title.en`, `social.github`, `items[4].en`; list items count from 1).
 */
import { markdownProblems } from "./check-markdown";
import { emptyMessage, formatProblem, textProblem, type FileContext } from "./check-scalar";
import { describeValue, isRecord } from "./describe-value";
import { LANGUAGES_FILE } from "./languages";
import { MARKDOWN_MODES, type MarkdownMode } from "./markdown";
import type { Field, Fields, ListField, ScalarField } from "./schema";

export interface FieldProblem {
  path: string;
  message: string;
}

/** How a translated value is named in a problem: `{ fr, en }`, one key per language. */
const translatedShape = (context: FileContext, part = "") =>
  `{ ${context.languages.map(({ code }) => `${code}${part}`).join(", ")} }`;

/** `title.en`, `social.github`: the path of a field inside its entry. */
export const joinPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
/** `items[4]`: list items count from 1, as editors do. */
export const itemPath = (parent: string, index: number) => `${parent}[${index + 1}]`;
const wrongType = (path: string, expected: string, value: unknown): FieldProblem[] => [
  { path, message: `expected ${expected}, got ${describeValue(value)}` },
];

function checkText(
  value: unknown,
  spec: ScalarField,
  path: string,
  context: FileContext,
  optional = spec.optional ?? false,
): FieldProblem[] {
  const message =
    textProblem(value, optional) ??
    (typeof value === "string" ? formatProblem(spec.kind, value, context) : undefined);
  return message ? [{ path, message }] : [];
}

/**
 * A value per language (`{ fr, en }`): a key per language of content/languages.yaml, no other,
 * each part checked by `checkPart`. A published language's part is required; an unpublished
 * one's may be missing while it is translated (`npm run language:report` lists it, and its
 * pages in `npm run develop` show its source language's value meanwhile).
 */
function checkTranslations(
  value: Record<string, unknown>,
  path: string,
  context: FileContext,
  checkPart: (part: unknown, partPath: string) => FieldProblem[],
): FieldProblem[] {
  const codes = context.languages.map(({ code }) => code);
  return [
    ...unknownKeys(
      value,
      codes,
      path,
      `unknown language (${LANGUAGES_FILE} lists ${codes.join(", ")})`,
    ),
    ...context.languages.flatMap(({ code, published }) =>
      !published && (value[code] === undefined || value[code] === null)
        ? []
        : checkPart(value[code], joinPath(path, code)),
    ),
  ];
}

function checkList(
  value: unknown,
  path: string,
  optional: boolean,
  checkItem: (item: unknown, itemPath: string) => FieldProblem[],
): FieldProblem[] {
  if (!Array.isArray(value)) return wrongType(path, "a list", value);
  if (value.length === 0) return [{ path, message: emptyMessage(optional) }];
  return value.flatMap((item, index) => checkItem(item, itemPath(path, index)));
}

/** A Markdown text: one problem per construct the site cannot show, each named by the field. */
function checkMarkdown(
  value: unknown,
  spec: ScalarField,
  mode: MarkdownMode,
  path: string,
  context: FileContext,
): FieldProblem[] {
  const text = checkText(value, spec, path, context, false);
  if (text.length > 0) return text;
  return markdownProblems(value as string, mode, context.projectIds).map((message) => ({
    path,
    message,
  }));
}

function checkScalar(value: unknown, spec: ScalarField, path: string, context: FileContext) {
  const requiredText = (part: unknown, partPath: string) =>
    checkText(part, spec, partPath, context, false);
  switch (spec.kind) {
    case "markdown":
    case "inlineMarkdown": {
      const mode = MARKDOWN_MODES[spec.kind];
      return isRecord(value)
        ? checkTranslations(value, path, context, (part, partPath) =>
            checkMarkdown(part, spec, mode, partPath, context),
          )
        : wrongType(path, translatedShape(context), value);
    }
    case "translated":
      return isRecord(value)
        ? checkTranslations(value, path, context, requiredText)
        : wrongType(path, translatedShape(context), value);
    case "label":
      if (isRecord(value)) return checkTranslations(value, path, context, requiredText);
      return typeof value === "string"
        ? checkText(value, spec, path, context)
        : wrongType(path, `text or ${translatedShape(context)}`, value);
    case "translatedList":
      return isRecord(value)
        ? checkTranslations(value, path, context, (part, partPath) =>
            checkList(part, partPath, false, requiredText),
          )
        : wrongType(path, translatedShape(context, ": [...]"), value);
    default:
      return checkText(value, spec, path, context);
  }
}

export function checkValue(
  value: unknown,
  spec: Field,
  path: string,
  context: FileContext,
): FieldProblem[] {
  // YAML reads `title:` with nothing after it as null: the same as leaving the field out.
  if (value === undefined || value === null) {
    return spec.optional ? [] : [{ path, message: "required, missing" }];
  }
  switch (spec.kind) {
    case "object":
      return isRecord(value)
        ? checkFields(value, spec.fields, context, path)
        : wrongType(path, "an object", value);
    case "list":
      return checkListField(value, spec, path, context);
    default:
      return checkScalar(value, spec, path, context);
  }
}

function checkListField(value: unknown, spec: ListField, path: string, context: FileContext) {
  return checkList(value, path, spec.optional ?? false, (item, at) =>
    checkValue(item, { ...spec.of, optional: false }, at, context),
  );
}

function unknownKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  parent: string,
  message = `unknown field (allowed: ${allowed.join(", ")})`,
): FieldProblem[] {
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => ({ path: joinPath(parent, key), message }));
}

/** Checks an object against its declared fields; unknown fields (typos) come first, as they often explain a missing one. */
export function checkFields(
  value: Record<string, unknown>,
  fields: Fields,
  context: FileContext,
  parent = "",
): FieldProblem[] {
  return [
    ...unknownKeys(value, Object.keys(fields), parent),
    ...Object.entries(fields).flatMap(([key, spec]) =>
      checkValue(value[key], spec, joinPath(parent, key), context),
    ),
  ];
}
