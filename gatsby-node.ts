import type { GatsbyNode } from "gatsby";
import path from "path";
import { CASE_STUDY_MEDIA_WIDTH, ENTRY_LOGO_SIZE, STACK_ICON_SIZE } from "./src/config/constants";
import {
  defaultLanguage,
  isDevelop,
  siteLanguages,
  type SiteLanguage,
} from "./src/content/languages";
import { contentNodes } from "./src/content/content-nodes";
import { fieldExtensions, typeDefs } from "./src/content/graphql-types";
import { buildTimeEnv } from "./src/contact/build-time-env";
import { emailConfigWarning } from "./src/contact/email-config";
import { removeBuildInternals } from "./src/build-output/remove-build-internals";
import { writeJsonResumes, writeOwnerFiles } from "./src/build-output/write-owner-files";
import {
  builtOwnerFilesRemovedMessage,
  readOwnerFilesWith,
  removeBuiltOwnerFiles,
  serveOwnerFiles,
} from "./src/build-output/develop-owner-files";
import { writeSitemap } from "./src/build-output/write-sitemap";
import { findPlaceholders } from "./src/content/find-placeholders";
import { rasterizedImage, type ImageFileNode } from "./src/content/svg-raster";
import { assertValidContent, problemsMessage, readContent } from "./src/content/validate-content";
import { cvPath, jsonResumePath } from "./src/cv/cv-file-name";
import { cannotDraw, undrawnWarnings } from "./src/cv/drawn-files";
import { contentVersion } from "./src/live-check/content-version";
import { formatYear } from "./src/i18n/format-year";
import { languageLinks } from "./src/navigation/language-links";
import { caseStudyPath, homePath } from "./src/navigation/page-paths";
import { translationReportSummary } from "./src/translation/translation-report";
import {
  CASE_STUDY_IDS_FIELDS,
  caseStudyIds,
  type CaseStudyIdsResult,
} from "./src/case-study/case-study-ids";
import { startLiveCheck } from "./src/live-check/live-check";
import { caseStudyHead, HEAD_QUERY, homeHead, type HeadContent } from "./src/seo/page-heads";
import { buildInlineScripts } from "./src/build-output/build-inline-scripts";
import { CLOUDFLARE_MAX_HEADER_RULES, writeDeployFiles } from "./src/build-output/deploy-files";
import { WEBPACK_POLICY, type PageBundles } from "./src/bundles/page-bundles";
import { PageBundlesPlugin } from "./src/bundles/page-bundles-plugin";

const homeTemplate = path.resolve("src/templates/home-page.tsx");
const caseStudyTemplate = path.resolve("src/templates/case-study-page.tsx");
const redirectTemplate = path.resolve("src/templates/redirect-page.tsx");

/** `npm run build:release` sets it: the build that is deployed refuses sample values. */
const isReleaseBuild = process.env.RELEASE_BUILD === "1";

/**
 * The languages the site is made in, as content/languages.yaml lists them now (read at each
 * step: an editor may add one while `npm run develop` runs): the published ones in a build,
 * every one in `npm run develop`.
 */
const languagesNow = (): SiteLanguage[] => siteLanguages(process.cwd(), isDevelop());

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
  // What each language has yet to translate, in brief (`npm run language:report` lists it).
  for (const line of translationReportSummary(process.cwd())) reporter.info(line);
  for (const line of undrawnWarnings(languagesNow())) reporter.warn(line);
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

/**
 * `gatsby develop` only:
 * - each save under content/ or locales/ is checked, its mistakes shown in the terminal and on
 *   the page (src/live-check/);
 * - the form-based content editor is served at /admin/ (src/editor/, CONTENT.md "Edit in the
 *   browser"). It is imported here rather than at the top, so that `gatsby build`, which never
 *   calls this, does not load the editor's development dependencies;
 * - the CV PDFs and share cards are made on request, at their production addresses, from the
 *   content as it stands (src/build-output/develop-owner-files.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async (args) => {
  startLiveCheck(args, process.cwd());
  args.app.use(serveOwnerFiles(args.reporter));
  const { contentEditor } = await import("./src/editor/editor-server");
  args.app.use("/admin", contentEditor(process.cwd()));
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
  `);
};

/**
 * `File.rasterized(size)`: a logo or an icon as WebP files for an <img> of `size` CSS pixels.
 * `SiteYaml.cv(lang)`: the path of a language's CV PDF made at build time, named after the
 * owner; none where the build cannot draw it (src/cv/drawn-files.ts).
 * `SiteYaml.jsonResume(lang)`: the path of a language's JSON Resume, beside its PDF, with the
 * path prefix (the page's <head> links it as it is: no code in the browser for it).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, basePath }) => {
  createResolvers({
    SiteYaml: {
      cv: {
        type: "String",
        args: { lang: "String!" },
        resolve: (source: { name: string }, args: { lang: string }) => {
          const language = languagesNow().find(({ code }) => code === args.lang);
          return language && !cannotDraw(language, "cv") ? cvPath(source.name, args.lang) : null;
        },
      },
      jsonResume: {
        type: "String!",
        args: { lang: "String!" },
        resolve: (source: { name: string }, args: { lang: string }) =>
          `${basePath ?? ""}${jsonResumePath(source.name, args.lang)}`,
      },
    },
    File: {
      rasterized: {
        type: "RasterImage",
        args: { size: "Int!" },
        resolve: (source: ImageFileNode, args: { size: number }) =>
          rasterizedImage(source, args.size, path.join(process.cwd(), "public"), basePath ?? ""),
      },
    },
  });
};

/**
 * One home page per language, a case study page per project that has one and per language
 * (src/navigation/page-paths.ts), the redirects (the site's root, a 404 page per language and
 * one for the rest), and the JSON Resume of each language. Gatsby runs
 * createPages at every build, when `npm run develop` starts, and again whenever its data
 * changes while `npm run develop` runs ("called regularly to recompute page information as
 * Gatsby's data changes", https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPagesStatefully),
 * so the JSON Resumes follow every content edit; the development server serves public/'s files.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  graphql,
  reporter,
  basePath,
  getNodesByType,
  createContentDigest,
}) => {
  // In `npm run develop` only (a production page's data stays as it is): see content-version.ts.
  const develop =
    process.env.NODE_ENV === "development"
      ? { contentVersion: contentVersion(getNodesByType, createContentDigest) }
      : {};
  // The footer's copyright year in the server's HTML (the browser then shows its own).
  const year = new Date().getFullYear();
  const { data, errors } = await graphql<CaseStudyIdsResult>(`{ ${CASE_STUDY_IDS_FIELDS} }`);
  if (errors || !data) {
    reporter.panicOnBuild(`Cannot list the case studies: ${JSON.stringify(errors)}`);
    return;
  }
  const pathPrefix = basePath ?? "";
  const languages = languagesNow();
  for (const language of languages) {
    // Each page's <head>, made here (src/seo/): the page's Head renders it as it is.
    const heads = await graphql<HeadContent>(HEAD_QUERY, { lang: language.code });
    if (heads.errors || !heads.data) {
      reporter.panicOnBuild(`Cannot make the pages' heads: ${JSON.stringify(heads.errors)}`);
      return;
    }
    const headLanguages = { language, languages };
    const buildYear = { year, text: formatYear(year, language.code) };
    // The page's language: its query's strings and content (`$language`), its i18next instance
    // (src/i18n/page-translations.tsx), its case studies' folder; and the page in each
    // language, for the language chooser.
    const pageLanguage = (pathIn: (language: SiteLanguage) => string) => ({
      language: language.code,
      caseStudiesFolder: language.caseStudiesFolder,
      languageLinks: languageLinks(languages, pathIn, language.code),
    });
    actions.createPage({
      path: homePath(language.code),
      component: homeTemplate,
      context: {
        ...pageLanguage((lang) => homePath(lang.code)),
        // Sizes the logos are shown at, for the page query's `rasterized(size:)`.
        entryLogoSize: ENTRY_LOGO_SIZE,
        stackIconSize: STACK_ICON_SIZE,
        buildYear,
        head: homeHead(heads.data, headLanguages, pathPrefix),
        ...develop,
      },
    });
    for (const yamlId of caseStudyIds(data)) {
      actions.createPage({
        path: caseStudyPath(language, yamlId),
        component: caseStudyTemplate,
        context: {
          ...pageLanguage((lang) => caseStudyPath(lang, yamlId)),
          projectId: yamlId,
          // The width its screenshots are drawn for, for the page query's `gatsbyImageData`.
          mediaWidth: CASE_STUDY_MEDIA_WIDTH,
          buildYear,
          head: caseStudyHead(heads.data, headLanguages, yamlId, pathPrefix),
          ...develop,
        },
      });
    }
    // An unknown address under the language's folder, where a static host serves the
    // nearest 404 page (Cloudflare Pages): its home page, in its words.
    actions.createPage({
      path: `${homePath(language.code)}404/`,
      component: redirectTemplate,
      context: { language: language.code, dir: language.dir, to: homePath(language.code) },
    });
  }
  // `/` goes to the default language; so does every other unknown path (static hosts serve it
  // the 404 page), unless it is under a language's folder: that language's home page then.
  const fallback = defaultLanguage(languages);
  for (const pagePath of ["/", "/404/"]) {
    actions.createPage({
      path: pagePath,
      component: redirectTemplate,
      context: {
        language: fallback.code,
        dir: fallback.dir,
        to: homePath(fallback.code),
        ...(pagePath === "/404/" ? { languageHomes: languages.map(({ code }) => code) } : {}),
      },
    });
  }
  // After the pages: a failure stops a build, and `npm run develop` keeps showing the pages.
  try {
    await writeJsonResumes(graphql, path.resolve("public"), pathPrefix, languages);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
  }
};

/**
 * `npm run develop` only: the GraphQL function the CV PDFs and share cards are read through on
 * request, and the ones a build left in public/ removed, which the terminal says
 * (src/build-output/develop-owner-files.ts).
 */
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = async ({
  graphql,
  basePath,
  getNodesByType,
  reporter,
}) => {
  if (process.env.NODE_ENV !== "development") return;
  readOwnerFilesWith(graphql, basePath ?? "", languagesNow);
  for (const site of getNodesByType("SiteYaml")) {
    const publicDir = path.resolve("public");
    const removed = await removeBuiltOwnerFiles(publicDir, String(site.name), languagesNow());
    if (removed.length > 0) reporter.warn(builtOwnerFilesRemovedMessage(removed));
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

/** This build's browser bundles, recorded by the `build-javascript` stage for the page renderer. */
let pageBundles: PageBundles | undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  getConfig,
}) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      // No source maps in the deploy output (docs/architecture.md): they would publish ~1 MB of
      // build internals for a site whose errors are reproduced locally with `npm run develop`.
      devtool: false,
      plugins: [new PageBundlesPlugin((bundles) => (pageBundles = bundles))],
    });
    // The script URLs of the chunks webpack loads go through a Trusted Types policy of its
    // own, a name the page's policy allows (https://webpack.js.org/configuration/output/#outputtrustedtypes).
    // setWebpackConfig leaves `output` alone: the whole config is replaced
    // (https://www.gatsbyjs.com/docs/reference/config-files/actions/#replaceWebpackConfig).
    const config = getConfig();
    actions.replaceWebpackConfig({
      ...config,
      output: {
        ...config.output,
        trustedTypes: {
          policyName: WEBPACK_POLICY,
          onPolicyCreationFailure: "stop",
        },
      },
    });
  }
  // The inline scripts (src/before-react/) are built into the page renderer, in the build
  // with this build's bundles: Gatsby builds the renderer after the browser bundles, and a
  // change of bundles is then a change of renderer, on which Gatsby writes every page again (it
  // keeps the HTML of pages whose data and renderer have not changed). The development
  // server's pages load their bundles Gatsby's way.
  if (stage === "build-html" || stage === "develop-html") {
    if (stage === "build-html" && !pageBundles)
      throw new Error("The browser bundles must be built before the page renderer.");
    const scripts = buildInlineScripts(stage === "build-html" ? pageBundles : undefined);
    actions.setWebpackConfig({
      plugins: [plugins.define({ __INLINE_SCRIPTS__: JSON.stringify(scripts) })],
    });
  }
  if (stage === "develop")
    actions.setWebpackConfig({ watchOptions: { ignored: developUnwatched } });
};

/**
 * The CV PDFs and share cards of this build's content, then sitemap.xml and robots.txt for
 * the site's public address (content/site.yaml `siteUrl`, plus the path prefix if any).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, basePath }) => {
  // `basePath` is Gatsby's pathPrefix when built with --prefix-paths, else "".
  const pathPrefix = basePath ?? "";
  // Timed on its own line of the build log: it is part of every build, rebuilds included.
  const activity = reporter.activityTimer("CV PDFs, share cards and sitemap");
  activity.start();
  try {
    const languages = languagesNow();
    await writeOwnerFiles(graphql, path.resolve("public"), pathPrefix, languages);
    await writeSitemap(graphql, path.resolve("public"), pathPrefix, languages);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
    return;
  } finally {
    activity.end();
  }
  await removeBuildInternals(path.resolve("public"));
  // Last: the policy holds the hash of every inline script of the pages as written.
  try {
    const home = homePath(defaultLanguage(languagesNow()).code);
    const ruleCount = Object.keys(writeDeployFiles(path.resolve("public"), home)).length;
    reporter.info(`Deploy files written to public/ (${ruleCount} header rules).`);
    if (ruleCount > CLOUDFLARE_MAX_HEADER_RULES) {
      reporter.warn(
        `Cloudflare Pages reads only ${CLOUDFLARE_MAX_HEADER_RULES} header rules: run \`npm run clean\` to drop stale assets and build again.`,
      );
    }
  } catch (error) {
    // A wrong setting (HSTS_PRELOAD=yes) fails the build with its one-line explanation.
    reporter.panicOnBuild(`Cannot write the deploy files: ${(error as Error).message}`);
  }
};
