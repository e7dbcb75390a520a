import { readdir, rm } from "fs/promises";
import path from "path";

/** Files Gatsby leaves in public/ for its own use while rendering the pages. */
const BUILD_INTERNALS = ["webpack.stats.json", "chunk-map.json"];

/**
 * Keeps the deploy output to the site itself: Gatsby's build statistics (read while the HTML is
 * rendered, so only removed after it) and source maps left by an earlier build (this build
 * writes none, see onCreateWebpackConfig).
 */
export async function removeBuildInternals(publicDir: string): Promise<void> {
  const files = await readdir(publicDir);
  const internals = files.filter((file) => file.endsWith(".map") || BUILD_INTERNALS.includes(file));
  await Promise.all(internals.map((file) => rm(path.join(publicDir, file), { force: true })));
}
