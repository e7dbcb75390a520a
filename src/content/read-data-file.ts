/**
 * Reads a YAML or JSON data file and turns every way it can fail (missing file,
 * bad syntax) into one problem line that names the file and, for syntax
 * errors, the line and column an editor should look at.
 */
import fs from "fs";
import yaml from "js-yaml";

export type ReadResult = { ok: true; value: unknown } | { ok: false; problem: string };
type TextResult = { ok: true; text: string } | { ok: false; problem: string };

function readText(absolutePath: string, label: string): TextResult {
  if (!fs.existsSync(absolutePath)) return { ok: false, problem: `${label}: file not found` };
  return { ok: true, text: fs.readFileSync(absolutePath, "utf8") };
}

/** A key at the start of `text`: plain, "double-quoted" or 'single-quoted', followed by a colon. */
const KEY_AT_START =
  /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s"'?:,[\]{}#][^:,[\]{}#]*?))\s*:(?:\s|$)/;

/**
 * What a js-yaml error says, in an editor's words. For a key written twice, js-yaml marks where
 * the second one starts; the message names it, so the editor knows which line to remove.
 */
function yamlReason(error: yaml.YAMLException, text: string): string {
  if (error.reason !== "duplicated mapping key") return error.reason;
  const line = text.split("\n")[error.mark.line] ?? "";
  const key = KEY_AT_START.exec(line.slice(error.mark.column));
  if (!key) return "duplicated key (a key is written twice)";
  const [, doubleQuoted, singleQuoted, plain] = key;
  const name = doubleQuoted ?? singleQuoted?.replaceAll("''", "'") ?? plain;
  return `duplicated key "${name}" (written twice: keep one)`;
}

/** Parses YAML with js-yaml's default schema (the one gatsby-transformer-yaml used). */
export function readYamlFile(absolutePath: string, label: string): ReadResult {
  const read = readText(absolutePath, label);
  if (!read.ok) return read;
  try {
    return { ok: true, value: yaml.load(read.text) };
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    // js-yaml counts lines and columns from 0; editors count from 1.
    const where = `${error.mark.line + 1}:${error.mark.column + 1}`;
    const reason = yamlReason(error, read.text);
    return { ok: false, problem: `${label}:${where}: YAML syntax error: ${reason}` };
  }
}

/** Line and column (from 1) of a character offset. */
function lineAndColumn(text: string, offset: number): string {
  const lines = text.slice(0, offset).split("\n");
  return `${lines.length}:${(lines[lines.length - 1] ?? "").length + 1}`;
}

export function readJsonFile(absolutePath: string, label: string): ReadResult {
  const read = readText(absolutePath, label);
  if (!read.ok) return read;
  try {
    return { ok: true, value: JSON.parse(read.text) };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // V8 gives a character offset ("in JSON at position 42", newer versions add the
    // line), or none at all when the text ends too early.
    const position = /\s*in JSON at position (\d+)(?: \(line \d+ column \d+\))?/.exec(
      error.message,
    );
    const offset = position?.[1] === undefined ? read.text.length : Number(position[1]);
    const reason = position ? error.message.replace(position[0], "") : error.message;
    const where = lineAndColumn(read.text, offset);
    return { ok: false, problem: `${label}:${where}: JSON syntax error: ${reason}` };
  }
}
