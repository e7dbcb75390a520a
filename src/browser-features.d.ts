/**
 * The parts of the browser's API the site uses that TypeScript's DOM types do not declare yet,
 * each optional: where a browser lacks it, the code does without (docs/architecture.md,
 * "Engines").
 */

/** https://developer.mozilla.org/docs/Web/API/Trusted_Types_API */
interface TrustedTypePolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypePolicyOptions {
  createHTML?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
  createScriptURL?: (input: string) => string;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy;
}

interface Window {
  readonly trustedTypes?: TrustedTypePolicyFactory;
}

interface Document {
  /** https://developer.mozilla.org/docs/Web/API/Document/prerendering (Chromium). */
  readonly prerendering?: boolean;
}
