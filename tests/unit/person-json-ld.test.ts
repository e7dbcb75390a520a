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

// The result is typed with schema-dts, schema.org's vocabulary as TypeScript types: `npm test`
// runs tsc on this file, so a @type schema.org does not define, or a value of the wrong type, fails.
const person: WithContext<Person> = personJsonLd(facts("en"));
const asRecord = (value: unknown) => value as Record<string, unknown>;

test("the type check is real: schema-dts rejects a type schema.org does not define", () => {
  // @ts-expect-error `Company` is not a schema.org type (it is Organization or Corporation).
  const wrongType: Organization = { "@type": "Company", name: "Northwind" };
  expect(wrongType).toBeDefined();
});

test("a complete Person: @id, image, knowsAbout, alumniOf, worksFor", () => {
  expect(person).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": "https://camille.dev/#person",
    name: "Camille Laurent",
    image: "https://camille.dev/share-card-en.png",
    email: "mailto:camille@camille.dev",
    knowsAbout: ["Java", "React"],
    alumniOf: [
      { "@type": "EducationalOrganization", name: "Sorbonne Université" },
      { "@type": "EducationalOrganization", name: "Université Paris-Saclay" },
    ],
    worksFor: { "@type": "Organization", name: "Northwind Bank" },
  });
});

test("the @id is the same in both languages: one person for search engines", () => {
  const fr = asRecord(personJsonLd(facts("fr")));
  const en = asRecord(personJsonLd(facts("en")));
  expect(fr["@id"]).toBe(en["@id"]);
  expect(fr.url).not.toBe(en.url);
});

test("alumniOf and worksFor only where the content names an organization", () => {
  const bare = asRecord(personJsonLd({ ...facts("en"), schools: [], employer: null }));
  expect(bare).not.toHaveProperty("alumniOf");
  expect(bare).not.toHaveProperty("worksFor");
});
