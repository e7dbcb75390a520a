/** A project as the case study pages list them: its id and whether it has a case study. */
export interface ListedProject {
  readonly yamlId: string;
  readonly title: string;
  readonly caseStudy: object | null;
}

/**
 * The case studies before and after a project's, in the order of content/projects.yaml:
 * projects without a case study are skipped, and the first and last have no previous and no
 * next (a reader who reached the end goes back to the projects instead of round again).
 */
export function caseStudyNeighbours<Project extends ListedProject>(
  projects: readonly Project[],
  projectId: string,
): { previous?: Project; next?: Project } {
  const withCaseStudy = projects.filter((project) => project.caseStudy);
  const index = withCaseStudy.findIndex((project) => project.yamlId === projectId);
  if (index === -1) return {};
  return { previous: withCaseStudy[index - 1], next: withCaseStudy[index + 1] };
}
