// The site's languages as content/languages.yaml lists them, the default first (the build checks
// the file): the scripts that visit the built pages and the tests read them here and name none.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";

/** The entries of content/languages.yaml under `root`, in its order. */
export const registryAt = (root) =>
  load(readFileSync(join(root, "content/languages.yaml"), "utf8"));

/** The published entries of content/languages.yaml under `root`, in its order. */
export const publishedLanguages = (root = process.cwd()) =>
  registryAt(root).filter((language) => language.published);
