// Google's CSP Evaluator (https://github.com/google/csp-evaluator, npm csp_evaluator) on a
// policy, as its web page and Lighthouse run it: the default checks on the policy a CSP3
// browser applies, and the strict-CSP checks on the policy as written (they ask for the
// fallbacks older browsers need).
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { Version } from "csp_evaluator/dist/csp.js";
import { CspParser } from "csp_evaluator/dist/parser.js";

/** Each finding above INFO (the evaluator's informational level), as one readable line. */
export function findingsAboveInfo(policy: string): string[] {
  const evaluator = new CspEvaluator(new CspParser(policy).csp, Version.CSP3);
  return evaluator
    .evaluate(STRICTCSP_CHECKS, DEFAULT_CHECKS)
    .filter((finding) => finding.severity < Severity.INFO)
    .map(
      (finding) =>
        `${Severity[finding.severity]} ${finding.directive} ${finding.value ?? ""}: ${finding.description}`,
    );
}
