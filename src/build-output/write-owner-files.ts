import { rm } from "fs/promises";
import path from "path";
import type { SiteLanguage } from "../content/languages";
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
import { cannotDraw } from "../cv/drawn-files";
import { OWNER_CONTENT_QUERY, ownerContent, type OwnerContentResult } from "./owner-content";

export type RunQuery = (
  query: string,
  variables: { lang: string },
) => Promise<{ data?: OwnerContentResult; errors?: unknown }>;

/** What one language's files are made from: the language, and its content. */
export interface LanguageContent {
  language: SiteLanguage;
  content: OwnerContent;
}

/** The files of one kind that a language's content makes. */
type OwnerFiles = (of: LanguageContent) => GeneratedFile[];

/** None for a language the build cannot draw it in (src/cv/drawn-files.ts). */
const CV_PDF: OwnerFiles = ({ language, content }) =>
  cannotDraw(language, "cv")
    ? []
    : [{ path: cvPath(content.site.name, content.language), render: () => renderCv(content) }];

/** The home page's card, and one per project that has a case study page (none where not drawn). */
const SHARE_CARDS: OwnerFiles = ({ language, content }) =>
  cannotDraw(language, "shareCard")
    ? []
    : [
        { path: shareCardPath(content.language), render: () => renderShareCard(content) },
        ...content.projects
          .filter((project) => project.caseStudy)
          .map((project) => ({
            path: projectShareCardPath(content.language, project.id),
            render: () => renderProjectShareCard(content, project),
          })),
      ];

const JSON_RESUME: OwnerFiles = ({ content }) => [
  {
    path: jsonResumePath(content.site.name, content.language),
    render: async () => Buffer.from(jsonResumeText(content)),
  },
];

/** Each language's content as GraphQL serves it now (`languages`: those the site is made in). */
export async function readOwnerContents(
  runQuery: RunQuery,
  pathPrefix: string,
  languages: readonly SiteLanguage[],
): Promise<LanguageContent[]> {
  const contents: LanguageContent[] = [];
  for (const language of languages) {
    const { data, errors } = await runQuery(OWNER_CONTENT_QUERY, { lang: language.code });
    if (errors || !data) {
      throw new Error(
        `Cannot read the ${language.code} content of the CV, cards and JSON Resume: ${JSON.stringify(errors)}`,
      );
    }
    contents.push({ language, content: ownerContent(data, language, pathPrefix) });
  }
  return contents;
}

/**
 * Makes the given files of each language, kind by kind (both CVs first). Content mistakes found
 * while making them (a CV entry too long for a page) are gathered over every file, so that the
 * build names each, in every language, as the content check does; any other failure stops it.
 */
async function makeFiles(
  kinds: readonly OwnerFiles[],
  contents: readonly LanguageContent[],
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
export async function writeOwnerFiles(
  runQuery: RunQuery,
  publicDir: string,
  pathPrefix: string,
  languages: readonly SiteLanguage[],
) {
  await rm(path.join(publicDir, PROJECT_SHARE_CARDS_FOLDER), { recursive: true, force: true });
  const contents = await readOwnerContents(runQuery, pathPrefix, languages);
  await makeFiles([CV_PDF, SHARE_CARDS], contents, publicDir);
}

/** The CV PDF and the share cards a language's content makes, each with how to make it. */
export const ownerFiles = (of: LanguageContent): GeneratedFile[] =>
  [CV_PDF, SHARE_CARDS].flatMap((kind) => kind(of));

/**
 * The JSON Resume of each language. It takes a few milliseconds (a PDF takes a few hundred), so
 * it is made wherever the pages are made, `npm run develop` included, and again after each
 * content edit the development server picks up.
 */
export const writeJsonResumes = async (
  runQuery: RunQuery,
  publicDir: string,
  pathPrefix: string,
  languages: readonly SiteLanguage[],
) => makeFiles([JSON_RESUME], await readOwnerContents(runQuery, pathPrefix, languages), publicDir);
