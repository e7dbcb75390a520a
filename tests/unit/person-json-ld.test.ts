/** @jest-environment node */
import type { Organization, Person, WithContext } from "schema-dts";
import { personJsonLd, type PersonFacts } from "../../src/seo/person-json-ld";

const facts = (language: "fr" | "en"): PersonFacts => ({
  name: "Camille Laurent",
  jobTitle: language === "fr" ? "Ingénieure logicielle" : "Software engineer",
  email: "camille@camille.dev",
  location: "Paris, France",
  url: `https://camille.dev/${language}/`,
  homeUrl: "https://camille.dev/",
  imageUrl: `https://camille.dev/share-card-${language}.png`,
  sameAs: ["https://github.com/camille"],
  skills: ["Java", "React", "Java"],
  schools: ["Sorbonne Université", "Université Paris-Saclay"],
  employer: "Northwind Bank",
});

// The result and the expectations are typed with schema-dts, schema.org's vocabulary as
// TypeScript types: `npm test` runs tsc on this file, so a @type or a property schema.org does
// not define fails there, and the values are compared here.
// @ts-expect-error `Company` is not a schema.org type (it is Organization or Corporation).
void ({ "@type": "Company", name: "Northwind" } satisfies Organization);

test("a complete Person: every property, with its value and its schema.org type", () => {
  const expected: WithContext<Person> = {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": "https://camille.dev/#person",
    name: "Camille Laurent",
    jobTitle: "Software engineer",
    email: "mailto:camille@camille.dev",
    url: "https://camille.dev/en/",
    image: "https://camille.dev/share-card-en.png",
    address: { "@type": "PostalAddress", addressLocality: "Paris, France" },
    sameAs: ["https://github.com/camille"],
    knowsAbout: ["Java", "React"],
    alumniOf: [
      { "@type": "EducationalOrganization", name: "Sorbonne Université" },
      { "@type": "EducationalOrganization", name: "Université Paris-Saclay" },
    ],
    worksFor: { "@type": "Organization", name: "Northwind Bank" },
  };
  expect(personJsonLd(facts("en"))).toStrictEqual(expected);
});

test("the @id is the same in both languages: one person for search engines", () => {
  const fr = personJsonLd(facts("fr"));
  const en = personJsonLd(facts("en"));
  expect(fr).toHaveProperty("@id", "https://camille.dev/#person");
  expect(en).toHaveProperty("@id", "https://camille.dev/#person");
  expect(fr).toMatchObject({ url: "https://camille.dev/fr/", jobTitle: "Ingénieure logicielle" });
});

test("alumniOf and worksFor only where the content names an organization", () => {
  const bare = personJsonLd({ ...facts("en"), schools: [], employer: null });
  expect(bare).not.toHaveProperty("alumniOf");
  expect(bare).not.toHaveProperty("worksFor");
  expect(bare).toHaveProperty("knowsAbout", ["Java", "React"]);
});
