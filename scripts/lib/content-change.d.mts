/** Types of content-change.mjs for the tests. */
export declare const ADDED_PROJECT_YAML: string;
export declare const ADDED_PROJECT: {
  id: string;
  title: Record<string, string>;
  description: Record<string, string>;
  technologies: string[];
};
export declare const CHANGED_POSITIONS: {
  employer: string;
  positions: Record<string, { shipped: string; changed: string }>;
};
export declare function withChangedPositions(experienceYaml: string): string;
