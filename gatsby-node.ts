import type { GatsbyNode } from "gatsby";
import { writeFile } from "fs/promises";
import { createRequire } from "module";
import path from "path";
import {
  DEFAULT_LANGUAGE,
  ENTRY_LOGO_SIZE,
  LANGUAGES,
  STACK_ICON_SIZE,
  type Language,
} from "./src/config/constants";
import { contentNodes } from "./src/content/content-nodes";
import { fieldExtensions, typeDefs } from "./src/content/graphql-types";
import { buildTimeEnv } from "./src/contact/build-time-env";
import { emailConfigWarning } from "./src/contact/email-config";
import { removeBuildInternals } from "./src/build-output/remove-build-internals";
import { writeOwnerFiles } from "./src/build-output/write-owner-files";
import { findPlaceholders } from "./src/content/find-placeholders";
import { rasterizedSvg, type SvgFile } from "./src/content/svg-raster";
import { assertValidContent, problemsMessage, readContent } from "./src/content/validate-content";
import { cvPath } from "./src/cv/cv-file-name";
import { startLiveCheck } from "./src/live-check/live-check";
import { robotsTxt, sitemapXml } from "./src/seo/sitemap";

// Resolves packages from the site's root, where Gatsby runs (this file is bundled first).
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

const homeTemplate = path.resolve("src/templates/home-page.tsx");
const redirectTemplate = path.resolve("src/templates/redirect-page.tsx");

/** Context read by gatsby-plugin-react-i18next; pages that carry it are left alone by the plugin. */
const i18nContext = (language: Language, pagePath: string, languages: readonly Language[]) => ({
  language,
  i18n: {
    language,
    languages: [...languages],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: true,
    routed: true,
    originalPath: "/",
    path: pagePath,
  },
});

/** `npm run build:release` sets it: the build that is deployed refuses sample values. */
const isReleaseBuild = process.env.RELEASE_BUILD === "1";

/**
 * Before anything is sourced: content mistakes fail the build (one line per problem), sample
 * values (example.com addresses, the sample owner's links) are named one by one and refused by
 * a release build, and a missing EmailJS configuration is said once (the site still builds;
 * sends then fail safely).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  assertValidContent(process.cwd());
  const placeholders = findPlaceholders(process.cwd());
  if (isReleaseBuild && placeholders.length > 0) {
    reporter.panicOnBuild(
      [
        `A release build refuses the sample content's placeholders (see CONTENT.md, "The owner"):`,
        ...placeholders,
      ].join("\n"),
    );
    return;
  }
  for (const line of placeholders) {
    reporter.warn(`${line}; replace it before release (see CONTENT.md)`);
  }
  const warning = emailConfigWarning(buildTimeEnv());
  if (warning) reporter.warn(warning);
};

/** The content's nodes, made from the YAML collections and the locale files (checked first). */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const rootDir = process.cwd();
  const content = readContent(rootDir);
  if (content.problems.length > 0) {
    reporter.panicOnBuild(problemsMessage(content.problems));
    return;
  }
  const nodes = contentNodes(content, rootDir, { createNodeId, createContentDigest });
  await Promise.all([...nodes.values()].flat().map((node) => actions.createNode(node)));
};

/** `gatsby develop` only: each save under content/ or locales/ is checked (src/live-check/). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  startLiveCheck(args, process.cwd());
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const [name, resolveValue] of Object.entries(fieldExtensions)) {
    actions.createFieldExtension({
      name,
      extend: () => ({
        args: { lang: "String!" },
        resolve: (
          source: Record<string, never>,
          args: { lang: string },
          _context: unknown,
          info: { fieldName: string },
        ) => resolveValue(source, args.lang, info.fieldName),
      }),
    });
  }
  actions.createTypes(typeDefs());
  actions.createTypes(`
    type RasterImage {
      src: String!
      srcSet: String!
    }
    type CvFiles {
      fr: String!
      en: String!
    }
  `);
};

/**
 * `File.rasterized(size)`: an SVG as WebP files for an <img> of `size` CSS pixels.
 * `SiteYaml.cv`: the paths of the CV PDFs made at build time, named after the owner.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, basePath }) => {
  createResolvers({
    SiteYaml: {
      cv: {
        type: "CvFiles!",
        resolve: (source: { name: string }) =>
          Object.fromEntries(
            LANGUAGES.map((language) => [language, cvPath(source.name, language)]),
          ),
      },
    },
    File: {
      rasterized: {
        type: "RasterImage",
        args: { size: "Int!" },
        resolve: (source: SvgFile, args: { size: number }) =>
          rasterizedSvg(source, args.size, path.join(process.cwd(), "public"), basePath ?? ""),
      },
    },
  });
};

export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  for (const language of LANGUAGES) {
    const pagePath = `/${language}/`;
    actions.createPage({
      path: pagePath,
      component: homeTemplate,
      context: {
        ...i18nContext(language, pagePath, LANGUAGES),
        // Sizes the logos are shown at, for the page query's `rasterized(size:)`.
        entryLogoSize: ENTRY_LOGO_SIZE,
        stackIconSize: STACK_ICON_SIZE,
      },
    });
  }
  // `/` and every unknown path (served the 404 page by static hosts) go to the default language.
  for (const pagePath of ["/", "/404/"]) {
    actions.createPage({
      path: pagePath,
      component: redirectTemplate,
      context: i18nContext(DEFAULT_LANGUAGE, pagePath, [DEFAULT_LANGUAGE]),
    });
  }
};

/**
 * Files webpack's watcher leaves alone in `gatsby develop`. It watched them because Tailwind
 * reports every file it scans for class names as a dependency of the styles, yet none is part of
 * the bundle:
 * - typegen rewrites src/gatsby-types.d.ts after each query extraction: each rewrite rebuilt the
 *   bundle, whose rebuild extracted the queries again, a loop of one rebuild every 2 s or so that
 *   ran for minutes after each change;
 * - content/ and locales/ reach the page through GraphQL (the site's nodes, checked on each save
 *   by src/live-check/): a rebuild on each save only delayed the update, and extracted the queries
 *   again, which rewrote the typegen output even after a save that changed nothing.
 */
const developUnwatched = ["src/gatsby-types.d.ts", "content/**", "locales/**"].map((file) =>
  path.join(process.cwd(), file),
);

/**
 * gatsby-plugin-react-i18next pulls in `outdent` (for a development-only message). Its ES
 * module build assigns `module.exports` in a try/catch, which webpack answers with a thrown
 * Error on every page start: creating that error's stack trace cost 3-4 ms of the app
 * bundle's start-up task. The CommonJS build, the package's `main`, throws nothing.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: { outdent$: siteRequire.resolve("outdent") } },
    // No source maps in the deploy output (README, "Source maps"): they would publish ~1 MB of
    // build internals for a site whose errors are reproduced locally with `npm run develop`.
    ...(stage === "build-javascript" && { devtool: false }),
    ...(stage === "develop" && { watchOptions: { ignored: developUnwatched } }),
  });
};

/**
 * The CV PDFs and share cards of this build's content, then sitemap.xml and robots.txt for
 * the site's public address (content/site.yaml `siteUrl`, plus the path prefix if any).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, basePath }) => {
  // `basePath` is Gatsby's pathPrefix when built with --prefix-paths, else "".
  const pathPrefix = basePath ?? "";
  // Timed on its own line of the build log: it is part of every build, rebuilds included.
  const activity = reporter.activityTimer("CV PDFs and share cards");
  activity.start();
  try {
    await writeOwnerFiles(graphql, path.resolve("public"), pathPrefix);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
    return;
  } finally {
    activity.end();
  }
  const { data, errors } = await graphql<{ siteYaml: { siteUrl: string } | null }>(
    "{ siteYaml { siteUrl } }",
  );
  const siteUrl = data?.siteYaml?.siteUrl;
  if (errors || !siteUrl) {
    reporter.panicOnBuild("Cannot write sitemap.xml: no siteUrl in content/site.yaml", errors);
    return;
  }
  await writeFile(path.resolve("public/sitemap.xml"), sitemapXml(siteUrl, pathPrefix, LANGUAGES));
  await writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl, pathPrefix));
  await removeBuildInternals(path.resolve("public"));
};
