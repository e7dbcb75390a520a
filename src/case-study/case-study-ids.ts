/**
 * Which projects have a case study page, in the order of content/projects.yaml: the one
 * definition that gatsby-node.ts makes the pages from and sitemap.xml lists them by. The
 * fields go into a GraphQL query; `caseStudy { __typename }` asks whether there is one without
 * asking for any of its texts, so no language argument is needed.
 */
export const CASE_STUDY_IDS_FIELDS =
  "allProjectsYaml { nodes { yamlId caseStudy { __typename } } }";

/** The result of CASE_STUDY_IDS_FIELDS (queries of gatsby-node are not covered by typegen). */
export interface CaseStudyIdsResult {
  allProjectsYaml: { nodes: { yamlId: string; caseStudy: object | null }[] };
}

/** The ids of the projects that have a case study. */
export const caseStudyIds = (result: CaseStudyIdsResult): string[] =>
  result.allProjectsYaml.nodes
    .filter((project) => project.caseStudy !== null)
    .map((project) => project.yamlId);
