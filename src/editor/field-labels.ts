/**
 * Labels of the editor's form, made from the names the content already uses (the YAML keys
 * of `schema.ts`, the keys of the locale files), so a field is called the same in the form,
 * in CONTENT.md and in the build's messages (`field "jobTitle"` is "Job title").
 */
import type { SiteLanguage } from "../content/languages";

/**
 * A language's part of a field, as the form labels it: its own name and code, from
 * content/languages.yaml (`Deutsch (de)`), marked while it is not published.
 */
export const languageLabel = ({ name, code, published }: SiteLanguage): string =>
  `${name} (${code})${published ? "" : ", unpublished"}`;

/** Words whose capitals a plain split would lose. */
const WORDS: Record<string, string> = {
  id: "ID",
  url: "URL",
  cv: "CV",
  seo: "SEO",
  a11y: "Accessibility",
  linkedin: "LinkedIn",
  github: "GitHub",
  gitlab: "GitLab",
};

/** `jobTitle` -> "Job title", `siteUrl` -> "Site URL", `a11y` -> "Accessibility". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter((word) => word !== "")
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
