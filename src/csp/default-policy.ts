/**
 * The Trusted Types default policy (https://w3c.github.io/trusted-types/dist/spec/#default-policy-hdr):
 * with Trusted Types enforced, the browser hands it every plain string written into a DOM
 * sink, and blocks the write unless it returns a value. Its one job is each page's JSON-LD,
 * which Gatsby's Head API renders again in the browser
 * (https://www.gatsbyjs.com/docs/reference/built-in-components/gatsby-head/):
 * - React 18 makes every `<script>` element by parsing REACT_SCRIPT_ELEMENT into a `<div>`, so
 *   that it never runs, then sets its text (react-dom's `createElement`);
 * - Gatsby copies the element into `<head>` through `innerHTML`, its text as HTML;
 * - the browser checks a script's text when it is inserted, even one that will not run.
 * So it accepts that one string, and JSON text with no `<`, nothing else. Neither can run
 * code: as HTML, a text without `<` is only text (no element, no attribute); as a script,
 * JSON holds only literals, with no call or name in it. Any other write is blocked, and
 * reported as a violation.
 */

/** The markup react-dom 18 parses to make a `<script>` element that will never run. */
export const REACT_SCRIPT_ELEMENT = "<script></script>";

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The default policy's rules: each returns the value it allows, or null, which blocks the write. */
export const defaultPolicyRules = {
  createHTML: (html: string): string | null =>
    html === REACT_SCRIPT_ELEMENT || (isJson(html) && !html.includes("<")) ? html : null,
  createScript: (script: string): string | null => (isJson(script) ? script : null),
};

/** The part of the Trusted Types API this needs, where the browser has it. */
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy: (name: "default", rules: typeof defaultPolicyRules) => unknown;
  };
}

/** Creates the default policy, where the browser has Trusted Types; before React renders anything. */
export function createDefaultPolicy(): void {
  (window as TrustedTypesWindow).trustedTypes?.createPolicy("default", defaultPolicyRules);
}
