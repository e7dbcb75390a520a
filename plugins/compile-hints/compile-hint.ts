/**
 * V8's explicit compile hint (Chromium 136+; to other engines, a plain comment): every
 * function of the file is compiled while the file streams in, on a background thread,
 * instead of lazily on the main thread the first time it runs.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The bundles every page runs as soon as it starts: webpack's runtime, the framework, the
 * app and the page templates. Chunks loaded later (animations, the e-mail SDK) stay lazy.
 */
export const FIRST_LOAD_BUNDLE = /^(webpack-runtime|framework|app|component---)[^/]*\.js$/;
