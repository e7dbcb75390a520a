import { rm } from "fs/promises";
import path from "path";
import { LANGUAGES, type Language } from "../config/constants";
import { ContentProblems } from "../content/problem-line";
import { problemsMessage } from "../content/validate-content";
import type { OwnerContent } from "../cv/cv-content";
import { cvPath, jsonResumePath } from "../cv/cv-file-name";
import { renderCv } from "../cv/render-cv";
import { jsonResumeText } from "../json-resume/json-resume";
import { renderProjectShareCard, renderShareCard } from "../share-card/render-share-card";
import {
  PROJECT_SHARE_CARDS_FOLDER,
  projectShareCardPath,
  shareCardPath,
} from "../share-card/share-card-path";
import { makeFile, type GeneratedFile } from "./make-file";
import { OWNER_CONTENT_QUERY, ownerContent, type OwnerContentResult } from "./owner-content";

export type RunQuery = (
  query: string,
  variables: { lang: Language },
) => Promise<{ data?: OwnerContentResult; errors?: unknown }>;

/** The files of one kind that a language's content makes. */
type OwnerFiles = (content: OwnerContent) => GeneratedFile[];

const CV_PDF: OwnerFiles = (content) => [
  { path: cvPath(content.site.name, content.language), render: () => renderCv(content) },
];

/** The home page's card, and one per project that has a case study page. */
const SHARE_CARDS: OwnerFiles = (content) => [
  { path: shareCardPath(content.language), render: () => renderShareCard(content) },
  ...content.projects
    .filter((project) => project.caseStudy)
    .map((project) => ({
      path: projectShareCardPath(content.language, project.id),
      render: () => renderProjectShareCard(content, project),
    })),
];

const JSON_RESUME: OwnerFiles = (content) => [
  {
    path: jsonResumePath(content.site.name, content.language),
    render: async () => Buffer.from(jsonResumeText(content)),
  },
];

/** Each language's content as GraphQL serves it now. */
export async function readOwnerContents(
  runQuery: RunQuery,
  pathPrefix: string,
): Promise<OwnerContent[]> {
  const contents: OwnerContent[] = [];
  for (const language of LANGUAGES) {
    const { data, errors } = await runQuery(OWNER_CONTENT_QUERY, { lang: language });
    if (errors || !data) {
      throw new Error(
        `Cannot read the ${language} content of the CV, cards and JSON Resume: ${JSON.stringify(errors)}`,
      );
    }
    contents.push(ownerContent(data, language, pathPrefix));
  }
  return contents;
}

/**
 * Makes the given files of each language, kind by kind (both CVs first). Content mistakes found
 * while making them (a CV entry too long for a page) are gathered over every file, so that the
 * build names each, in both languages, as the content check does; any other failure stops it.
 */
async function makeFiles(
  kinds: readonly OwnerFiles[],
  contents: readonly OwnerContent[],
  publicDir: string,
) {
  const problems: string[] = [];
  for (const kind of kinds)
    for (const content of contents)
      for (const file of kind(content)) {
        try {
          await makeFile(file, publicDir);
        } catch (error) {
          if (!(error instanceof ContentProblems)) throw error;
          problems.push(...error.problems);
        }
      }
  if (problems.length > 0) throw new Error(problemsMessage(problems));
}

/**
 * The CV PDF and the share cards of each language, from the content of this build: they are
 * made anew on every build (after the pages), so no cache can serve an outdated one. The
 * projects' cards are made into an empty folder, so that the card of a case study since
 * removed is not deployed.
 */
export async function writeOwnerFiles(runQuery: RunQuery, publicDir: string, pathPrefix: string) {
  await rm(path.join(publicDir, PROJECT_SHARE_CARDS_FOLDER), { recursive: true, force: true });
  await makeFiles([CV_PDF, SHARE_CARDS], await readOwnerContents(runQuery, pathPrefix), publicDir);
}

/** The CV PDF and the share cards a language's content makes, each with how to make it. */
export const ownerFiles = (content: OwnerContent): GeneratedFile[] =>
  [CV_PDF, SHARE_CARDS].flatMap((kind) => kind(content));

/**
 * The JSON Resume of each language. It takes a few milliseconds (a PDF takes a few hundred), so
 * it is made wherever the pages are made, `npm run develop` included, and again after each
 * content edit the development server picks up.
 */
export const writeJsonResumes = async (runQuery: RunQuery, publicDir: string, pathPrefix: string) =>
  makeFiles([JSON_RESUME], await readOwnerContents(runQuery, pathPrefix), publicDir);
