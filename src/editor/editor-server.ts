/**
 * The content editor of `npm run develop`: Decap CMS at /admin/ on Gatsby's development
 * server, with decap-server's local backend behind it, so one command starts both and the
 * editor saves straight into the working tree. gatsby-node.ts mounts it from
 * `onCreateDevServer` (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateDevServer),
 * which `gatsby build` never calls: nothing of the editor is published.
 */
import { createRequire } from "module";
import path from "path";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { stringify } from "yaml";
import { isRecord } from "../content/describe-value";
import { readJsonFile } from "../content/read-data-file";
import { collections } from "../content/schema";
import { adminPage } from "./admin-page";
import { contentApi } from "./content-api";
import { editorConfig, type LocaleStrings } from "./editor-config";
import { editorFiles } from "./editor-files";
import { onlyFromThisMachine } from "./request-guard";
import { readLanguages } from "../content/languages";

type DecapServer = typeof import("decap-server/dist/middlewares");

/** Where Decap's bundle is: its main file, with the chunks it loads beside it. */
const BUNDLE = "decap-cms.js";

function localeStrings(rootDir: string): LocaleStrings[] {
  return editorFiles(rootDir).flatMap((file) => {
    if (file.kind !== "locale") return [];
    const read = readJsonFile(path.join(rootDir, file.path), file.path);
    return [{ file, strings: read.ok && isRecord(read.value) ? read.value : undefined }];
  });
}

/**
 * decap-server's routes (media listing, uploads, `info`), added on the first request that
 * needs them, so the development server does not load them at start-up. Parcel, which
 * compiles gatsby-node.ts and what it imports, turns an `import()` of a package into a plain
 * `require()` (no promise), so the package is required directly.
 */
function decapServer(siteRequire: NodeRequire) {
  const backend = express();
  let registered: Promise<void> | undefined;
  const register = (_req: Request, _res: Response, next: NextFunction) => {
    registered ??= Promise.resolve().then(() => {
      const { registerLocalFs } = siteRequire("decap-server/dist/middlewares") as DecapServer;
      // It serves the working directory (GIT_REPO_DIRECTORY, else the current one: the site's).
      return registerLocalFs(backend, { logLevel: "warn" });
    });
    registered.then(() => next(), next);
  };
  return { backend, register };
}

/** The editor's routes, to mount at /admin on the development server. */
export function contentEditor(rootDir: string): Express {
  const siteRequire = createRequire(path.join(rootDir, "package.json"));
  const bundleFolder = path.dirname(siteRequire.resolve(`decap-cms/dist/${BUNDLE}`));
  const editor = express();
  const { backend, register } = decapServer(siteRequire);

  editor.get("/", (req, res) => {
    // Decap loads its chunks and config.yml relative to the page: the page is /admin/.
    const [pagePath = ""] = req.originalUrl.split("?");
    if (pagePath.endsWith("/")) res.type("html").send(adminPage(BUNDLE));
    else res.redirect(301, `${pagePath}/`);
  });
  editor.get("/config.yml", (req, res) => {
    const origin = `${req.protocol}://${req.get("host")}`;
    const { languages } = readLanguages(rootDir);
    const config = editorConfig({
      origin,
      collections,
      locales: localeStrings(rootDir),
      languages,
    });
    res.type("text/yaml").send(stringify(config));
  });
  editor.use(express.static(bundleFolder, { index: false }));
  editor.post(
    "/api/v1",
    onlyFromThisMachine,
    // Uploaded images come as base64 in the JSON body; decap-server accepts the same size.
    express.json({ limit: "50mb" }),
    contentApi(rootDir),
    register,
  );
  editor.use(backend);
  return editor;
}
