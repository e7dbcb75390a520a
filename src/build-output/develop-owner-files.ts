import type { Reporter } from "gatsby";
import type { OwnerContent } from "../cv/cv-content";
import { rewriteOwnerFiles } from "./write-owner-files";

/** The files being made, or the last made: each remake starts after the previous one ends. */
let making: Promise<void> = Promise.resolve();

/**
 * `npm run develop` only: the CV PDFs and the share cards of the content the pages were just
 * made from, written over the previous ones in the public folder the development server serves,
 * so that they answer at their production addresses. They are made after each content edit the
 * server takes in (createPages runs again), not on each request: all of them take about 1.5 s
 * on a loaded 2-core machine, the two CVs first, about 0.4 s each. The page's update does not
 * wait for them. A content mistake leaves the nodes, so the pages and these files, as they were.
 */
export function remakeOwnerFiles(
  contents: readonly OwnerContent[],
  publicDir: string,
  reporter: Reporter,
): void {
  making = making
    .then(() => rewriteOwnerFiles(contents, publicDir))
    .catch((error: Error) => {
      reporter.error("Cannot make the CV PDFs and share cards", error);
    });
}
