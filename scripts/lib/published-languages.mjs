// The site's published languages, the default first, as content/languages.yaml lists them (the
// build checks the file): the scripts that visit the built pages read them here and name none.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";

/** The published entries of content/languages.yaml under `root`, in its order. */
export const publishedLanguages = (root = process.cwd()) =>
  load(readFileSync(join(root, "content/languages.yaml"), "utf8")).filter(
    (language) => language.published,
  );
