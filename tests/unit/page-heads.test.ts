/** @jest-environment node */
import type { HeadTag } from "../../src/seo/head-tags";
import { caseStudyHead, homeHead, type HeadContent } from "../../src/seo/page-heads";
import { ENGLISH, FRENCH, HEBREW, THREE_LANGUAGES } from "./language-fixture";

/** The made-up site's languages, and the page's. */
const inLanguage = (language = ENGLISH, languages = THREE_LANGUAGES) => ({ language, languages });

const content: HeadContent = {
  siteYaml: {
    name: "Camille Laurent",
    jobTitle: "Software engineer",
    tagline: "Reliable web applications.",
    location: "Paris, France",
    email: "camille@camille.dev",
    siteUrl: "https://camille.dev",
    portrait: null,
    social: { linkedin: "https://l.in/c", github: "https://gh.io/c", gitlab: "https://gl.io/c" },
    jsonResume: "/portfolio/cv/cv-camille-laurent-en.json",
  },
  allSkillsYaml: { nodes: [{ items: ["Java", "React"] }] },
  allTimelineYaml: { nodes: [{ organization: "Sorbonne Université" }, { organization: null }] },
  allExperienceYaml: { nodes: [{ organization: "Northwind Bank" }] },
  allProjectsYaml: {
    nodes: [
      {
        yamlId: "fleet-app",
        title: "Fleet </script> management",
        description: "Real-time vehicle tracking.",
        technologies: ["C#"],
        repository: null,
        demo: null,
      },
    ],
  },
  locales: {
    edges: [{ node: { data: JSON.stringify({ seo: { description: "Portfolio of {{name}}." } }) } }],
  },
};

const attribute = (
  tags: HeadTag[],
  tag: HeadTag["tag"],
  key: string,
  value: string,
  read: string,
) =>
  tags
    .filter((candidate) => candidate.tag === tag && candidate.attributes?.[key] === value)
    .map((candidate) => candidate.attributes?.[read]);

test("the home page's head: its language, title, description, addresses under the path prefix", () => {
  const tags = homeHead(content, inLanguage(), "/portfolio");
  // Left to right is the default: no `dir`.
  expect(tags[0]).toEqual({ tag: "html", attributes: { lang: "en" } });
  expect(tags.find((tag) => tag.tag === "title")?.text).toBe("Camille Laurent · Software engineer");
  expect(attribute(tags, "meta", "name", "description", "content")).toEqual([
    "Portfolio of Camille Laurent.",
  ]);
  expect(attribute(tags, "link", "rel", "canonical", "href")).toEqual([
    "https://camille.dev/portfolio/en/",
  ]);
  expect(
    tags
      .filter((tag) => tag.attributes?.hrefLang)
      .map((tag) => [tag.attributes!.hrefLang, tag.attributes!.href]),
  ).toEqual([
    ["fr", "https://camille.dev/portfolio/fr/"],
    ["en", "https://camille.dev/portfolio/en/"],
    ["de", "https://camille.dev/portfolio/de/"],
    ["x-default", "https://camille.dev/portfolio/fr/"],
  ]);
  expect(attribute(tags, "meta", "property", "og:locale", "content")).toEqual(["en_US"]);
  expect(attribute(tags, "meta", "property", "og:locale:alternate", "content")).toEqual([
    "fr_FR",
    "de_DE",
  ]);
  expect(attribute(tags, "meta", "property", "og:image", "content")).toEqual([
    "https://camille.dev/portfolio/share-card-en.png",
  ]);
  expect(attribute(tags, "meta", "name", "twitter:card", "content")).toEqual([
    "summary_large_image",
  ]);
  expect(attribute(tags, "link", "rel", "icon", "href")).toEqual(["/portfolio/favicon.svg"]);
  const jsonLd = JSON.parse(tags.find((tag) => tag.tag === "script")!.text!);
  expect(jsonLd).toMatchObject({ "@type": "Person", worksFor: { name: "Northwind Bank" } });
});

test("a case study's head: the project's title and summary, its card, its JSON-LD, no way out of its script", () => {
  const tags = caseStudyHead(content, inLanguage(FRENCH), "fleet-app", "");
  expect(tags.find((tag) => tag.tag === "title")?.text).toBe(
    "Fleet </script> management · Camille Laurent",
  );
  expect(attribute(tags, "link", "rel", "canonical", "href")).toEqual([
    "https://camille.dev/fr/projets/fleet-app/",
  ]);
  expect(attribute(tags, "meta", "property", "og:type", "content")).toEqual(["article"]);
  expect(attribute(tags, "meta", "property", "og:image", "content")).toEqual([
    "https://camille.dev/share-cards/fr/fleet-app.png",
  ]);
  const script = tags.find((tag) => tag.tag === "script")!.text!;
  // A title can never close the element it is written in.
  expect(script).not.toContain("</script>");
  expect(JSON.parse(script)).toMatchObject({
    "@type": "CreativeWork",
    name: "Fleet </script> management",
    url: "https://camille.dev/fr/projets/fleet-app/",
  });
});

test("a case study of a project the content does not have is refused by name", () => {
  expect(() => caseStudyHead(content, inLanguage(FRENCH), "nope", "")).toThrow('No project "nope"');
});

test("a right-to-left language's head: dir rtl, and no share card, which the build cannot draw", () => {
  const languages = [...THREE_LANGUAGES, HEBREW];
  for (const tags of [
    homeHead(content, inLanguage(HEBREW, languages), ""),
    caseStudyHead(content, inLanguage(HEBREW, languages), "fleet-app", ""),
  ]) {
    expect(tags[0]).toEqual({ tag: "html", attributes: { lang: "he", dir: "rtl" } });
    expect(attribute(tags, "meta", "property", "og:image", "content")).toEqual([]);
    expect(tags.some((tag) => tag.attributes?.name === "twitter:image")).toBe(false);
    expect(attribute(tags, "meta", "name", "twitter:card", "content")).toEqual(["summary"]);
    expect(JSON.parse(tags.find((tag) => tag.tag === "script")!.text!)).not.toHaveProperty("image");
  }
});
