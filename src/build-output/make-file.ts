import { mkdir, rename, writeFile } from "fs/promises";
import path from "path";
import { ContentProblems } from "../content/problem-line";

/** A file the build makes: its path from the site root, and how to make its bytes. */
export interface GeneratedFile {
  path: string;
  render: () => Promise<Buffer>;
}

/**
 * Makes one file into the public folder. A failure names the file being made and its cause,
 * so that a build that stops on one of the dozen cards or CVs says which; a content mistake
 * (ContentProblems) already names the file of content/ to fix, and is passed on as it is.
 */
export async function makeFile({ path: file, render }: GeneratedFile, publicDir: string) {
  let bytes: Buffer;
  try {
    bytes = await render();
  } catch (error) {
    if (error instanceof ContentProblems) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot generate public${file}: ${cause}`);
  }
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside, then renamed: the development server, which serves the folder while the
  // files are made again after a content edit, serves the previous file or the new one, whole.
  const written = `${target}.${process.pid}.tmp`;
  await writeFile(written, bytes);
  await rename(written, target);
}
