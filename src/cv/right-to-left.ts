import type { SiteLanguage } from "../content/languages";

/**
 * The files the build draws itself, and why it cannot draw them for a right-to-left language:
 * the libraries lay text out left to right only, and would show its words in the wrong order.
 * Such a language's pages link no CV PDF and carry no share card; the rest of the site builds.
 */
const LEFT_TO_RIGHT_ONLY = {
  cv: "pdfkit lays text out left to right only (https://github.com/foliojs/pdfkit/issues/219)",
  shareCard: "satori lays text out left to right only (https://github.com/vercel/satori/issues/74)",
} as const;

export type DrawnFile = keyof typeof LEFT_TO_RIGHT_ONLY;

/** Why the build cannot draw `file` in `language`, or undefined when it can. */
export const cannotDraw = (language: SiteLanguage, file: DrawnFile): string | undefined =>
  language.dir === "rtl" ? LEFT_TO_RIGHT_ONLY[file] : undefined;

/** What the build says of each file it leaves out: one line per language and file. */
export const undrawnWarnings = (languages: readonly SiteLanguage[]): string[] =>
  languages.flatMap((language) =>
    (Object.keys(LEFT_TO_RIGHT_ONLY) as DrawnFile[]).flatMap((file) => {
      const why = cannotDraw(language, file);
      const what = file === "cv" ? "no CV PDF" : "no share cards";
      return why
        ? [`${language.code} (right to left): ${what}, and its pages link none: ${why}`]
        : [];
    }),
  );
