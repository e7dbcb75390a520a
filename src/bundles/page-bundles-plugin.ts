import type { Compiler, StatsChunkGroup } from "webpack";
import type { PageBundles } from "./page-bundles";

/** The files webpack wrote for a chunk group, from its stats (https://webpack.js.org/api/stats/). */
const fileNames = (group: StatsChunkGroup | undefined): string[] =>
  (group?.assets ?? []).map((asset) => asset.name);

/**
 * Records from webpack's stats, once the browser bundles are built, what each page needs to
 * load them: the `app` entry point's scripts, the compilation hash, and each named chunk
 * group's files (the chunk map Gatsby's loader reads). Added by gatsby-node.ts.
 */
export class PageBundlesPlugin {
  constructor(private readonly onBundles: (bundles: PageBundles) => void) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap(PageBundlesPlugin.name, (stats) => {
      const { hash, publicPath, entrypoints, namedChunkGroups } = stats.toJson({
        all: false,
        hash: true,
        publicPath: true,
        entrypoints: true,
        chunkGroups: true,
      });
      // Gatsby adds a `polyfill` entry (legacy browsers' `nomodule` scripts) only when asked to;
      // the loader does not load one.
      if (entrypoints?.polyfill) {
        throw new Error("page-bundles-plugin: a `polyfill` entry point is not loaded by the pages");
      }
      const scripts = fileNames(entrypoints?.app).filter((file) => file.endsWith(".js"));
      if (!hash || scripts.length === 0) {
        throw new Error("page-bundles-plugin: webpack's stats name no `app` entry point scripts");
      }
      const chunkMapping = Object.fromEntries(
        Object.entries(namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          // As Gatsby lists them: the group's own files, not the shared chunks it also needs.
          fileNames(group)
            .filter((file) => file.startsWith(name) && !file.endsWith(".map"))
            .map((file) => `/${file}`),
        ]),
      );
      const base = (publicPath ?? "/").replace(/\/?$/, "/");
      this.onBundles({
        scripts: scripts.map((file) => `${base}${file}`),
        compilationHash: hash,
        chunkMapping,
      });
    });
  }
}
