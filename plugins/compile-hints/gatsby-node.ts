import type { GatsbyNode } from "gatsby";

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function
 * of the file is compiled while the file streams in, on a background thread, instead of
 * lazily on the main thread the first time it runs.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The bundles every page runs as soon as it starts: webpack's runtime, the framework, the
 * app and the page templates. Chunks loaded later (animations, the e-mail SDK) stay lazy.
 */
export const FIRST_LOAD_BUNDLE = /^(webpack-runtime|framework|app|component---)[^/]*\.js$/;

/**
 * Just after webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (400), where Terser minifies and
 * drops comments, and before the source maps (500) and the content hashes (2500) are made.
 */
const AFTER_MINIFICATION = 401;

/**
 * Adds the hint to the first-load bundles of the production build. In Chromium traces of
 * /fr/, the app bundle's start-up task came out about a quarter shorter with it.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        test: FIRST_LOAD_BUNDLE,
        stage: AFTER_MINIFICATION,
      }),
    ],
  });
};
