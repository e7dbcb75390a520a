// The edit an editor would make, which the content-change test build applies to the content
// (scripts/build-test-sites.mjs) and the tests then look for in its pages, CVs and JSON Resumes:
// a project appended to content/projects.yaml, and the first experience's position renamed in
// each language. Both are data files beside this one, read here so that the build and the tests
// share one copy.
import { readFileSync } from "node:fs";
import { load } from "js-yaml";

// From the project's root, where npm runs the build and the tests (Playwright compiles the tests'
// imports to CommonJS, where import.meta is not defined).
const read = (file) => readFileSync(`scripts/lib/content-change/${file}`, "utf8");

/** The YAML appended to content/projects.yaml, as text. */
export const ADDED_PROJECT_YAML = read("added-project.yaml");

/** The appended project: its id and its title in each language. */
export const ADDED_PROJECT = load(ADDED_PROJECT_YAML)[0];

/** The first experience's employer, and its position in each language, shipped and changed. */
export const CHANGED_POSITIONS = JSON.parse(read("changed-positions.json"));

/**
 * content/experience.yaml's text with the first experience's position changed in each language
 * (`<code>: <position>, <employer>`, its line in the YAML). Throws when the content no longer holds
 * a shipped position, so the test build cannot quietly change nothing.
 */
export function withChangedPositions(experienceYaml) {
  const { employer, positions } = CHANGED_POSITIONS;
  return Object.entries(positions).reduce((text, [code, { shipped, changed }]) => {
    const line = `${code}: ${shipped}, ${employer}`;
    if (!text.includes(line)) throw new Error(`content/experience.yaml no longer holds "${line}"`);
    return text.replace(line, `${code}: ${changed}, ${employer}`);
  }, experienceYaml);
}
