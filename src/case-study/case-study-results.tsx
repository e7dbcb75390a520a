import { Card } from "../components/elements/card";
import { MarkdownContent, type ProjectHref } from "../components/markdown-content";
import type { CaseStudyResult } from "../content/page-data";

/** The results of a case study, each with its figure when the owner has one. */
export function CaseStudyResults({
  results,
  projectHref,
}: {
  results: readonly CaseStudyResult[];
  projectHref: ProjectHref;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {results.map((result, index) => (
        // The results are the content's list, in its order: the place is the identity.
        <Card as="li" key={index} className="flex flex-col gap-2 text-base">
          {result.figure && (
            <strong className="text-3xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">
              {result.figure}
            </strong>
          )}
          <p>
            <MarkdownContent tree={result.text} projectHref={projectHref} />
          </p>
        </Card>
      ))}
    </ul>
  );
}
