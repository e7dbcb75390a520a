/**
 * Reading a content or locale file for the editor, and saving what the editor sends back:
 * the new value is written into the existing text in place (`merge-yaml.ts`,
 * `merge-json.ts`), checked with the build's own validation, and refused with the build's
 * lines when it brings a problem the content did not have.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { isRecord } from "../content/describe-value";
import { readJsonFile, readYamlFile } from "../content/read-data-file";
import { validateContent } from "../content/validate-content";
import type { EditorFile } from "./editor-files";
import { fromEditorView, toEditorView } from "./editor-view";
import { mergeIntoJson } from "./merge-json";
import { mergeIntoYaml, readYamlValue } from "./merge-yaml";

export type ReadForEditor = { ok: true; data: string } | { ok: false; problem: string };
export type SaveFromEditor = { ok: true; changed: boolean } | { ok: false; problems: string[] };

/** The file as the form edits it, JSON text (the collections' `format: json` in the editor's config). */
export function readForEditor(rootDir: string, file: EditorFile): ReadForEditor {
  const absolutePath = path.join(rootDir, file.path);
  if (file.kind === "locale") {
    const read = readJsonFile(absolutePath, file.path);
    return read.ok ? { ok: true, data: JSON.stringify(read.value) } : read;
  }
  // The build's reader names a syntax error the way the build does; the view comes from
  // the same parser as the merge, so an untouched value compares equal on save.
  const read = readYamlFile(absolutePath, file.path);
  if (!read.ok) return read;
  const value = readYamlValue(fs.readFileSync(absolutePath, "utf8"));
  return {
    ok: true,
    data: JSON.stringify(toEditorView(file.collection, value, file.defaultLanguage)),
  };
}

/** The content (content/ and locales/) copied to a temporary folder, images linked, with one file replaced. */
function withCandidate<T>(
  rootDir: string,
  file: EditorFile,
  text: string,
  run: (root: string) => T,
): T {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-editor-"));
  try {
    fs.cpSync(path.join(rootDir, "locales"), path.join(root, "locales"), { recursive: true });
    fs.mkdirSync(path.join(root, "content"));
    for (const name of fs.readdirSync(path.join(rootDir, "content"))) {
      const source = path.join(rootDir, "content", name);
      const target = path.join(root, "content", name);
      // Images are only checked for existence: a link (a junction on Windows) saves copying them.
      if (fs.statSync(source).isDirectory()) fs.symlinkSync(source, target, "junction");
      else fs.copyFileSync(source, target);
    }
    fs.writeFileSync(path.join(root, file.path), text);
    return run(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Problems the new text would bring, in the build's words; problems already there are not the editor's doing. */
function newProblems(rootDir: string, file: EditorFile, text: string): string[] {
  const before = new Set(validateContent(rootDir));
  const after = withCandidate(rootDir, file, text, validateContent);
  return after.filter((line) => !before.has(line));
}

function mergedText(file: EditorFile, oldText: string, data: unknown) {
  return file.kind === "locale"
    ? mergeIntoJson(oldText, data)
    : mergeIntoYaml(oldText, fromEditorView(file.collection, data, file.defaultLanguage));
}

/**
 * Replaces a file in one step (a new file renamed over it), so the development server's file
 * watcher never reads it half-written: a plain write empties the file first, and a watcher
 * that reads it at that moment finds no entries (seen with `gatsby develop`: the type of the
 * emptied collection lost its entries and the page missed the update). The new file is made
 * in the site's folder, which the watcher does not look at and which is on the same disk as
 * the content, as a rename requires.
 */
function writeWhole(rootDir: string, target: string, text: string) {
  const temporary = path.join(rootDir, `.content-editor-${process.pid}.tmp`);
  const mode = fs.existsSync(target) ? fs.statSync(target).mode : 0o644;
  fs.writeFileSync(temporary, text, { mode });
  fs.renameSync(temporary, target);
}

/** Saves the form's JSON text into the file, changing only what changed, or says why not. */
export function saveFromEditor(rootDir: string, file: EditorFile, raw: string): SaveFromEditor {
  const absolutePath = path.join(rootDir, file.path);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, problems: [`${file.path}: the editor sent data that is not JSON`] };
  }
  if (!isRecord(data)) {
    return { ok: false, problems: [`${file.path}: the editor sent no object`] };
  }
  const oldText = fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, "utf8") : "";
  const merged = mergedText(file, oldText, data);
  if (!merged.ok) {
    return {
      ok: false,
      problems: [`${file.path}: cannot edit the file in place: ${merged.reason}`],
    };
  }
  if (merged.text === oldText) return { ok: true, changed: false };
  const problems = newProblems(rootDir, file, merged.text);
  if (problems.length > 0) return { ok: false, problems };
  writeWhole(rootDir, absolutePath, merged.text);
  return { ok: true, changed: true };
}
