import type { Person, WithContext } from "schema-dts";

export interface PersonFacts {
  name: string;
  jobTitle: string;
  email: string;
  location: string;
  /** Address of the page in the visitor's language. */
  url: string;
  /** Address of the site's root page, the same in every language: the Person's @id is built on it. */
  homeUrl: string;
  /** The portrait if the content has one, else the share card. */
  /** None where the page has no picture (no share card in its language: src/cv/drawn-files.ts). */
  imageUrl?: string;
  sameAs: string[];
  skills: readonly string[];
  /** Schools of the timeline that name their organization. */
  schools: readonly string[];
  /** The organization of the most recent experience, when it names one. */
  employer?: string | null;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The JSON-LD Person of the page, typed against schema.org's vocabulary (schema-dts): a typo in
 * a property or a type is a type error. The @id is the same on every language's page, so search
 * engines see one person.
 */
export function personJsonLd(facts: PersonFacts): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${facts.homeUrl}#person`,
    name: facts.name,
    jobTitle: facts.jobTitle,
    email: `mailto:${facts.email}`,
    url: facts.url,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    address: { "@type": "PostalAddress", addressLocality: facts.location },
    sameAs: facts.sameAs,
    knowsAbout: unique(facts.skills),
    ...(facts.schools.length > 0 && {
      alumniOf: unique(facts.schools).map((name) => ({
        "@type": "EducationalOrganization" as const,
        name,
      })),
    }),
    ...(facts.employer && { worksFor: { "@type": "Organization" as const, name: facts.employer } }),
  };
}
