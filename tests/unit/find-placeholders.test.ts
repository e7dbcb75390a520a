/** @jest-environment node */
import { findPlaceholders, isPlaceholder } from "../../src/content/find-placeholders";
import { copyContent, removeCopy, replaceIn, repoRoot } from "./content-fixture";

test("names every placeholder of the sample content, with its file and field", () => {
  expect(findPlaceholders(repoRoot)).toEqual([
    'content/site.yaml: field "email": placeholder value "camille.laurent@example.com"',
    'content/site.yaml: field "siteUrl": placeholder value "https://camille-laurent.example.com"',
    'content/site.yaml: field "social.linkedin": placeholder value "https://www.linkedin.com/in/camille-laurent-example"',
    'content/site.yaml: field "social.github": placeholder value "https://github.com/camille-laurent-example"',
    'content/site.yaml: field "social.gitlab": placeholder value "https://gitlab.com/camille-laurent-example"',
    'content/projects.yaml: entry "loi-cadre" field "repository": placeholder value "https://github.com/camille-laurent-example/loi-cadre"',
    'content/projects.yaml: entry "expense-tracker" field "repository": placeholder value "https://github.com/camille-laurent-example/expense-tracker"',
    'content/projects.yaml: entry "expense-tracker" field "demo": placeholder value "https://expenses.camille-laurent.example.com"',
    'content/projects.yaml: entry "booking-app" field "repository": placeholder value "https://github.com/camille-laurent-example/booking-app"',
    'content/projects.yaml: entry "booking-app" field "demo": placeholder value "https://booking.camille-laurent.example.com"',
  ]);
});

test("names a placeholder in an entry of a list", () => {
  const root = copyContent();
  try {
    replaceIn(
      root,
      "content/certifications.yaml",
      "https://www.scrumstudy.com/",
      "https://www.example.org/",
    );
    expect(findPlaceholders(root)).toContain(
      'content/certifications.yaml: entry "scrum-fundamentals" field "url": placeholder value "https://www.example.org/certification/scrum-fundamentals-certified"',
    );
  } finally {
    removeCopy(root);
  }
});

test("names a placeholder address linked from a case study's Markdown, by field and language", () => {
  const root = copyContent();
  try {
    replaceIn(
      root,
      "content/projects.yaml",
      "[booking system](project:booking-app)",
      "[booking system](https://booking.camille-laurent.example.com) ([write to me](mailto:me@example.org))",
    );
    expect(findPlaceholders(root)).toEqual(
      expect.arrayContaining([
        'content/projects.yaml: entry "expense-tracker" field "caseStudy.built.en": placeholder value "https://booking.camille-laurent.example.com"',
        'content/projects.yaml: entry "expense-tracker" field "caseStudy.built.en": placeholder value "mailto:me@example.org"',
      ]),
    );
  } finally {
    removeCopy(root);
  }
});

test.each([
  ["https://example.com", true],
  ["https://docs.example.net/x", true],
  ["me@example.org", true],
  ["https://github.com/camille-laurent-example/", true],
  ["https://camille.dev", false],
  ["camille@proton.me", false],
  ["https://example.company.com", false],
  ["https://notexample.com", false],
])("%s is a placeholder: %s", (value, expected) => {
  expect(isPlaceholder(value)).toBe(expected);
});
