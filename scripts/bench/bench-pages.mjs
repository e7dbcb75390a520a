// The pages the bench measures, from the content (content/languages.yaml, content/projects.yaml),
// so that it names no language: the home pages of the first two published languages (the
// default and the next), and a case study, the one with the most screenshots and links.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { publishedLanguages } from "../lib/published-languages.mjs";

/**
 * `{ languages, homePages, pages, interactionPages }` from the content under `root`: the two
 * languages' codes; their home pages; those and the case study in the second language; those
 * and the same case study in the first (the interactions switch from both).
 */
export function benchPages(root = process.cwd()) {
  const published = publishedLanguages(root);
  if (published.length < 2) throw new Error("The bench switches language: it needs two published");
  const [first, second] = published;
  const caseStudies = load(readFileSync(join(root, "content/projects.yaml"), "utf8")).filter(
    (project) => project.caseStudy,
  );
  const weight = ({ caseStudy }) =>
    (caseStudy.media?.length ?? 0) + (JSON.stringify(caseStudy).match(/\]\(/g)?.length ?? 0);
  const [project] = caseStudies.toSorted((a, b) => weight(b) - weight(a));
  const caseStudy = (language) => `/${language.code}/${language.caseStudiesFolder}/${project.id}/`;
  const homePages = [`/${first.code}/`, `/${second.code}/`];
  const pages = [...homePages, caseStudy(second)];
  return {
    languages: [first.code, second.code],
    homePages,
    pages,
    interactionPages: [...pages, caseStudy(first)],
  };
}
