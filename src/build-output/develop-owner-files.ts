import type { NextFunction, Request, RequestHandler, Response } from "express";
import { existsSync } from "fs";
import { rm } from "fs/promises";
import type { Reporter } from "gatsby";
import path from "path";
import type { SiteLanguage } from "../content/languages";
import { ContentProblems } from "../content/problem-line";
import { problemsMessage } from "../content/validate-content";
import { cvPath } from "../cv/cv-file-name";
import {
  isShareCardPath,
  PROJECT_SHARE_CARDS_FOLDER,
  shareCardPath,
} from "../share-card/share-card-path";
import { ownerFiles, readOwnerContents, type RunQuery } from "./write-owner-files";

/**
 * How requests read the content: Gatsby's GraphQL function, the path prefix, and the languages
 * as content/languages.yaml lists them now (an editor may add one while the server runs).
 */
let source:
  { runQuery: RunQuery; pathPrefix: string; languages: () => readonly SiteLanguage[] } | undefined;

/** The files made from one state of the content, by path: each is made once, on request. */
let made: { content: string; files: Map<string, Promise<Buffer>> } = {
  content: "",
  files: new Map(),
};

/**
 * `npm run develop` only: requests read the content through this GraphQL function. Gatsby gives
 * it to createPagesStatefully, the API for work that goes on after start-up
 * (https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPagesStatefully),
 * and it answers from the nodes as they stand.
 */
export function readOwnerFilesWith(
  runQuery: RunQuery,
  pathPrefix: string,
  languages: () => readonly SiteLanguage[],
): void {
  source = { runQuery, pathPrefix, languages };
}

/**
 * Removes the CV PDFs and share cards a build left in the public folder: the development server
 * serves that folder before the requests below, so they would answer instead of the current ones.
 * Returns the paths it removed, from the site's root (none when no build left any).
 */
export async function removeBuiltOwnerFiles(
  publicDir: string,
  ownerName: string,
  languages: readonly SiteLanguage[],
): Promise<string[]> {
  const built = [
    ...languages.flatMap(({ code }) => [cvPath(ownerName, code), shareCardPath(code)]),
    PROJECT_SHARE_CARDS_FOLDER,
  ];
  const present = built.filter((file) => existsSync(path.join(publicDir, file)));
  await Promise.all(
    present.map((file) => rm(path.join(publicDir, file), { recursive: true, force: true })),
  );
  return present;
}

/**
 * What `npm run develop` says when it has removed a build's CVs and cards: public/ no longer
 * holds a whole site, which an owner about to deploy it must know.
 */
export const builtOwnerFilesRemovedMessage = (removed: readonly string[]) =>
  `The development server removed the CV PDFs and share cards a build had left in public/ (${removed
    .map((file) => `public${file}`)
    .join(", ")}): it makes them on request, from the content as you edit it. ` +
  "public/ is no longer a whole site: run `npm run build:release` again before deploying it.";

/** What the terminal last said of a file that could not be made, so that it says it once. */
let lastSaid = "";

/**
 * A content mistake found while making a file (a CV entry longer than a page), as the build says
 * it: in the terminal, once, and in the answer, which the owner reads in place of the CV.
 */
function answerProblems(
  response: Response,
  reporter: Pick<Reporter, "warn">,
  problems: readonly string[],
) {
  const message = `${problemsMessage(problems)}\nThis file is made again once the content is fixed.`;
  if (message !== lastSaid) reporter.warn(message);
  lastSaid = message;
  response.status(500).type("text/plain").send(message);
}

/**
 * Whether a request's path has the form of a CV PDF or a share card, whatever the content says:
 * other requests (the page's own images among them) never wait for the content to be read.
 */
const mayBeOwnerFile = (requestPath: string): boolean =>
  (requestPath.startsWith("/cv/") && requestPath.endsWith(".pdf")) ||
  isShareCardPath(requestPath) ||
  (requestPath.startsWith(`${PROJECT_SHARE_CARDS_FOLDER}/`) && requestPath.endsWith(".png"));

/**
 * `npm run develop` only: the CV PDFs and the share cards at their production addresses, made on
 * request from the content as the nodes hold it, so from the last valid save (a content mistake
 * leaves the nodes as they were). Made on request, not after each save: a save's nodes are in
 * about a second after it, while Gatsby's own round (createPages, the page's queries) took 5 to
 * 13 s on a loaded 2-core machine; a CV takes about 0.5 s to make, all files about 1.5 s.
 * Each file is made once per state of the content. A CV the content makes too long for its
 * pages is answered with the build's message instead (`answerProblems`).
 */
export const serveOwnerFiles =
  (reporter: Pick<Reporter, "warn">): RequestHandler =>
  async (request: Request, response: Response, next: NextFunction) => {
    if (!source || !mayBeOwnerFile(request.path)) return next();
    try {
      const { runQuery, pathPrefix, languages } = source;
      const contents = await readOwnerContents(runQuery, pathPrefix, languages());
      const file = contents.flatMap(ownerFiles).find((owned) => owned.path === request.path);
      if (!file) return next();
      const content = JSON.stringify(contents);
      if (made.content !== content) made = { content, files: new Map() };
      const { files } = made;
      const bytes = files.get(file.path) ?? file.render();
      files.set(file.path, bytes);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => files.delete(file.path));
      response.type(path.extname(file.path)).send(await bytes);
      lastSaid = "";
    } catch (error) {
      if (error instanceof ContentProblems) answerProblems(response, reporter, error.problems);
      else next(error);
    }
  };
