import { mkdir, writeFile } from "fs/promises";
import path from "path";
import { LANGUAGES, type Language } from "../config/constants";
import { cvPath } from "../cv/cv-file-name";
import { renderCv } from "../cv/render-cv";
import { renderShareCard } from "../share-card/render-share-card";
import { shareCardPath } from "../share-card/share-card-path";
import { OWNER_CONTENT_QUERY, ownerContent, type OwnerContentResult } from "./owner-content";

type RunQuery = (
  query: string,
  variables: { lang: Language },
) => Promise<{ data?: OwnerContentResult; errors?: unknown }>;

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

/**
 * The CV PDF and the share card of each language, from the content of this build: they are
 * made anew on every build (after the pages), so no cache can serve an outdated one.
 */
export async function writeOwnerFiles(
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
    await make(cvPath(content.site.name, language), () => renderCv(content), publicDir);
    await make(shareCardPath(language), () => renderShareCard(content), publicDir);
  }
}
