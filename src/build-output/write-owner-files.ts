import { mkdir, writeFile } from "fs/promises";
import path from "path";
import { LANGUAGES, type Language } from "../config/constants";
import type { OwnerContent } from "../cv/cv-content";
import { cvPath, jsonResumePath } from "../cv/cv-file-name";
import { renderCv } from "../cv/render-cv";
import { jsonResumeText } from "../json-resume/json-resume";
import { renderShareCard } from "../share-card/render-share-card";
import { shareCardPath } from "../share-card/share-card-path";
import { OWNER_CONTENT_QUERY, ownerContent, type OwnerContentResult } from "./owner-content";

type RunQuery = (
  query: string,
  variables: { lang: Language },
) => Promise<{ data?: OwnerContentResult; errors?: unknown }>;

/** A file made from the owner's content of one language: its path from the site root, its bytes. */
interface OwnerFile {
  path: (content: OwnerContent) => string;
  render: (content: OwnerContent) => Promise<Buffer>;
}

const CV_PDF: OwnerFile = {
  path: (content) => cvPath(content.site.name, content.language),
  render: renderCv,
};
const SHARE_CARD: OwnerFile = {
  path: (content) => shareCardPath(content.language),
  render: renderShareCard,
};
const JSON_RESUME: OwnerFile = {
  path: (content) => jsonResumePath(content.site.name, content.language),
  render: async (content) => Buffer.from(jsonResumeText(content)),
};

/** Runs one generation step; a failure names the file being made and its cause. */
async function make(file: string, render: () => Promise<Buffer>, publicDir: string) {
  let bytes: Buffer;
  try {
    bytes = await render();
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot generate public${file}: ${cause}`);
  }
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
}

/** Makes the given files of each language from the content as GraphQL serves it now. */
async function writeFiles(
  files: readonly OwnerFile[],
  runQuery: RunQuery,
  publicDir: string,
  pathPrefix: string,
): Promise<void> {
  for (const language of LANGUAGES) {
    const { data, errors } = await runQuery(OWNER_CONTENT_QUERY, { lang: language });
    if (errors || !data) {
      throw new Error(`Cannot read the content for the ${language} CV: ${JSON.stringify(errors)}`);
    }
    const content = ownerContent(data, language, pathPrefix);
    for (const file of files) await make(file.path(content), () => file.render(content), publicDir);
  }
}

/**
 * The CV PDF and the share card of each language, from the content of this build: they are
 * made anew on every build (after the pages), so no cache can serve an outdated one.
 */
export const writeOwnerFiles = (runQuery: RunQuery, publicDir: string, pathPrefix: string) =>
  writeFiles([CV_PDF, SHARE_CARD], runQuery, publicDir, pathPrefix);

/**
 * The JSON Resume of each language. It takes a few milliseconds (a PDF takes seconds), so it is
 * made wherever the pages are made, `npm run develop` included, and again after each content
 * edit the development server picks up.
 */
export const writeJsonResumes = (runQuery: RunQuery, publicDir: string, pathPrefix: string) =>
  writeFiles([JSON_RESUME], runQuery, publicDir, pathPrefix);
