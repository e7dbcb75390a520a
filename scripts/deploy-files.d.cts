/** Types of deploy-files.cjs for the TypeScript tests. */
export type HeaderRules = Record<string, Record<string, string>>;

export declare const CSP_PLACEHOLDER: string;
export declare const DEFAULT_LANGUAGE_PATH: string;
export declare const TRUSTED_TYPES_POLICIES: { webpack: string; bundleLoader: string };
export declare function headerPolicy(hashes: readonly string[]): string;
export declare function metaPolicy(hashes: readonly string[]): string;
export declare function inlineScripts(html: string): string[];
export declare function strictTransportSecurity(env: NodeJS.ProcessEnv): string;
export declare function writeDeployFiles(publicDir: string, env?: NodeJS.ProcessEnv): HeaderRules;
