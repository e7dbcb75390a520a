/** Types of report.mjs for the unit tests. */
/** A target check of the bench: a table row's label, the page (or "build") and its verdict. */
export interface TargetCheck {
  label: string;
  path: string;
  met: boolean;
}
/** Build times of a bench run, in ms. */
export interface BuildTimes {
  coldBuildMs: number;
  rebuildAfterContentChangeMs: number;
}
export declare function checkTargets(
  pages: Record<string, unknown>,
  builds?: BuildTimes | null,
): TargetCheck[];
