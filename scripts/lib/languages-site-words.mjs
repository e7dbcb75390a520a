// What the test site of more languages (scripts/languages-site.mjs) translates in each language
// it adds, so that a page shows which language it is in, and what its build must say of the
// files it cannot draw in a language (`undrawn`, the start of its warning: src/cv/drawn-files.ts);
// the browser tests read the same.
export const TRANSLATED = {
  de: { greeting: "Hallo, ich bin", jobTitle: "Full-Stack-Softwareingenieurin" },
  he: {
    greeting: "שלום, אני",
    jobTitle: "מהנדסת תוכנה",
    undrawn: "he (right to left): no CV PDF, and its pages link none",
  },
  // Letters beyond Western Europe's, which the CV's and cards' font has no glyph for.
  pl: {
    greeting: "Cześć, jestem",
    jobTitle: "Inżynierka oprogramowania full-stack",
    undrawn:
      "pl: no CV PDF, and its pages link none: its fonts (Inter's latin files) have no glyph for ż (U+017C, content/site.yaml)",
  },
};

/** Where the site's copy keeps what its build said, for the tests to read. */
export const BUILD_OUTPUT = "build-output.txt";
