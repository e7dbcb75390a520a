/**
 * Checks one text value of the content against its kind: non-empty, and for
 * ids, URLs, e-mail addresses and file paths, well formed and pointing at a
 * file that exists; an SVG file must hold a drawing only (see check-svg.ts).
 */
import fs from "fs";
import path from "path";
import type { SiteLanguage } from "./languages";
import { svgProblem } from "./check-svg";
import { describeValue } from "./describe-value";
import type { FieldKind } from "./schema";
import { EMAIL_PATTERN, ID_PATTERN, IMAGE_EXTENSIONS, URL_PATTERN } from "./value-formats";

export interface FileContext {
  rootDir: string;
  /** Folder of the YAML file being checked: image paths are relative to it. */
  yamlDir: string;
  /** The ids of `content/projects.yaml`: what a Markdown link `project:<id>` may name. */
  projectIds: ReadonlySet<string>;
  /** Every language of content/languages.yaml: a translated value has a key for each. */
  languages: readonly SiteLanguage[];
}

/** An optional field may be left out, but once written it must say something. */
export const emptyMessage = (optional: boolean) =>
  optional ? "empty (fill it in or delete the field)" : "required, empty";

/** Problem message for a missing or empty value, or undefined when the value is usable text. */
export function textProblem(value: unknown, optional: boolean): string | undefined {
  if (value === undefined || value === null) return optional ? undefined : "required, missing";
  if (typeof value !== "string") return `expected text, got ${describeValue(value)}`;
  return value.trim() === "" ? emptyMessage(optional) : undefined;
}

const isWebAddress = (value: string) => new RegExp(URL_PATTERN).test(value) && URL.canParse(value);

const relative = (rootDir: string, file: string) =>
  path.relative(rootDir, file).split(path.sep).join("/");

function fileProblem(file: string, rootDir: string): string | undefined {
  return fs.existsSync(file) && fs.statSync(file).isFile()
    ? undefined
    : `file not found: ${relative(rootDir, file)}`;
}

function imageProblem(value: string, context: FileContext): string | undefined {
  const extension = path.extname(value).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return `unsupported image "${value}" (use ${IMAGE_EXTENSIONS.join(", ")})`;
  }
  const file = path.resolve(context.yamlDir, value);
  const missing = fileProblem(file, context.rootDir);
  if (missing || extension !== ".svg") return missing;
  const unsafe = svgProblem(fs.readFileSync(file, "utf8"));
  return unsafe && `unsafe SVG ${relative(context.rootDir, file)}: ${unsafe}`;
}

/** Problem message for a non-empty text value of the given kind, or undefined when it is valid. */
export function formatProblem(
  kind: FieldKind,
  value: string,
  context: FileContext,
): string | undefined {
  switch (kind) {
    case "id":
      return new RegExp(ID_PATTERN).test(value)
        ? undefined
        : `invalid id "${value}" (use lowercase letters, digits and dashes)`;
    case "url":
      return isWebAddress(value)
        ? undefined
        : `invalid URL "${value}" (must start with https:// or http://)`;
    case "email":
      return new RegExp(EMAIL_PATTERN).test(value)
        ? undefined
        : `invalid e-mail address "${value}" (write a plain address such as name@domain.com)`;
    case "image":
      return imageProblem(value, context);
    default:
      return undefined;
  }
}
