/**
 * A throwaway copy of the repository's content (content/, locales/)
 * that a test can break in one place before running the validation on it.
 */
import { createHash } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { readLanguages, type SiteLanguage } from "../../src/content/languages";

export const repoRoot = path.resolve(__dirname, "../..");

/** The languages of the shipped content (content/languages.yaml), every one of them. */
export const shippedLanguages = (): SiteLanguage[] => readLanguages(repoRoot).languages;

export function copyContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  for (const folder of ["content", "locales"]) {
    fs.cpSync(path.join(repoRoot, folder), path.join(root, folder), { recursive: true });
  }
  return root;
}

export function removeCopy(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** Replaces text in a file of the copy, failing loudly when the text is not there. */
export function replaceIn(root: string, file: string, search: string, replacement: string): void {
  const absolutePath = path.join(root, file);
  const text = fs.readFileSync(absolutePath, "utf8");
  if (!text.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
  fs.writeFileSync(absolutePath, text.replace(search, replacement));
}

export function writeIn(root: string, file: string, text: string): void {
  fs.writeFileSync(path.join(root, file), text);
}

export function readIn(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), "utf8");
}

/** Stand-ins for Gatsby's node helpers: readable ids, digests that change with the content. */
export const nodeHelpers = {
  createNodeId: (seed: string) => `node ${seed}`,
  createContentDigest: (input: string | object) =>
    createHash("md5").update(JSON.stringify(input)).digest("hex"),
};
