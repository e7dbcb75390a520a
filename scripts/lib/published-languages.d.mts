/** Types of published-languages.mjs for the tests. */
/** A language of a site, as content/languages.yaml lists it. */
export interface RegistryLanguage {
  code: string;
  name: string;
  dir: "ltr" | "rtl";
  caseStudiesFolder: string;
  ogLocale: string;
  published: boolean;
}
export declare const registryAt: (root: string) => RegistryLanguage[];
export declare const publishedLanguages: (root?: string) => RegistryLanguage[];
