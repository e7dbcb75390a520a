import type { CreativeWork, SoftwareSourceCode, WithContext } from "schema-dts";

export interface WorkFacts {
  name: string;
  description: string;
  /** Address of the case study in the page's language. */
  url: string;
  language: string;
  /** The case study's share card. */
  /** None where the page has no picture (no share card in its language: src/cv/drawn-files.ts). */
  imageUrl?: string;
  technologies: readonly string[];
  repository?: string | null;
  demo?: string | null;
  /** The owner: the Person of the home pages, by its @id. */
  author: { name: string; homeUrl: string };
}

/**
 * The JSON-LD of a case study: the work itself, with the owner as its author (the same @id as
 * the home pages' Person, so search engines tie them together). Source code when the project
 * links its repository, a creative work otherwise. Typed against schema.org's vocabulary.
 */
export function creativeWorkJsonLd(
  facts: WorkFacts,
): WithContext<SoftwareSourceCode> | WithContext<CreativeWork> {
  const work = {
    "@context": "https://schema.org" as const,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    inLanguage: facts.language,
    ...(facts.imageUrl ? { image: facts.imageUrl } : {}),
    keywords: facts.technologies.join(", "),
    author: {
      "@type": "Person" as const,
      "@id": `${facts.author.homeUrl}#person`,
      name: facts.author.name,
      url: facts.author.homeUrl,
    },
    ...(facts.demo && { sameAs: facts.demo }),
  };
  return facts.repository
    ? { ...work, "@type": "SoftwareSourceCode", codeRepository: facts.repository }
    : { ...work, "@type": "CreativeWork" };
}
