import type { GatsbyNode } from "gatsby";
import { readdir, readFile, writeFile } from "fs/promises";
import path from "path";
import { loadBundlesAfterFirstPaint } from "./load-bundles-after-first-paint";

/** Gatsby's own files (its slices) are not pages. */
const GATSBY_DIR = path.join("public", "_gatsby");

/**
 * Gatsby stitches its bundle tags into the pages at the very end of the HTML build (they
 * live in a slice that onPreRenderHTML never sees), so the pages are rewritten once built.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const entries = await readdir("public", { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(GATSBY_DIR));
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(file, "utf8");
      const rewritten = loadBundlesAfterFirstPaint(html);
      if (rewritten !== html) await writeFile(file, rewritten);
    }),
  );
};
