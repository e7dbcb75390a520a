import type { OwnerContent } from "../cv/cv-content";
import { periodDates, type PeriodDates } from "./period-dates";
import { socialProfiles } from "../social/social-profiles";

/**
 * The version of the JSON Resume schema the files follow, as the schema's own `$schema`
 * property names it (https://jsonresume.org/schema).
 */
export const JSON_RESUME_SCHEMA =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/**
 * The part of the JSON Resume schema this site fills. The schema's objects accept properties
 * it does not name (`additionalProperties: true`); three are used, each named like a property
 * elsewhere in the schema: `work[].keywords` (the experience's skills), `education[].summary`
 * (the step's description) and `meta.language`.
 */
export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    image?: string;
    email: string;
    url: string;
    summary: string;
    location: { city: string };
    profiles: { network: string; username?: string; url: string }[];
  };
  work: ({
    name?: string;
    position: string;
    location: string;
    summary: string;
    highlights?: string[];
    keywords?: string[];
  } & PeriodDates)[];
  education: ({ institution?: string; studyType: string; summary?: string } & PeriodDates)[];
  certificates: { name: string; issuer: string; url: string }[];
  skills: { name: string; keywords: string[] }[];
  projects: ({
    name: string;
    description: string;
    highlights?: string[];
    keywords: string[];
    url?: string;
    roles?: string[];
  } & PeriodDates)[];
  meta: { canonical: string; language: string };
}

/** Leaves an absent optional field out of the JSON (the schema has no null). */
const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const nonEmpty = <T>(items: readonly T[] | null) => (items && items.length > 0 ? [...items] : null);

/**
 * "Senior software engineer, Northwind Bank" -> position and company: an experience's title is
 * "role, company" (CONTENT.md), the page reads the company after the last comma the same way
 * (organisationOfTitle). Without a comma the title is the position, and the company is the
 * entry's `organization` if it names one.
 */
function positionAndCompany(title: string, organization: string | null) {
  const comma = title.lastIndexOf(",");
  if (comma === -1) return { position: title, ...optional("name", organization) };
  return { name: title.slice(comma + 1).trim(), position: title.slice(0, comma).trim() };
}

/** "10 min" and "to produce the report…" -> "10 min to produce the report…". */
const resultLine = ({ figure, text }: { figure: string | null; text: string }) =>
  figure ? `${figure} ${text}` : text;

/** The profile's name on its network: the last segment of its address's path. */
const username = (url: string) => new URL(url).pathname.split("/").filter(Boolean).pop();

/**
 * The JSON Resume of one language (schema 1.0.0), from the same content as that language's
 * page and CV, in the page's order of entries. Every translatable text is the page's language.
 */
export function jsonResume(content: OwnerContent): JsonResume {
  const { site, labels } = content;
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: site.name,
      label: site.jobTitle,
      ...optional("image", content.portraitUrl),
      email: site.email,
      url: content.pageUrl,
      summary: labels.about,
      // The content's location is one line ("Paris, France"): kept whole, not guessed apart
      // into a city and a country code.
      location: { city: site.location },
      profiles: socialProfiles(site.social).map(({ network, href }) => ({
        network: labels.profiles[network],
        ...optional("username", username(href)),
        url: href,
      })),
    },
    work: content.experience.map((job) => ({
      ...positionAndCompany(job.title, job.organization),
      location: job.location,
      ...periodDates(job.year),
      summary: job.description,
      // The impact closes the list, with its label, as the page and the CV show it.
      ...optional(
        "highlights",
        nonEmpty([
          ...(job.highlights ?? []),
          ...(job.impact ? [`${labels.impact} ${job.impact}`] : []),
        ]),
      ),
      ...optional("keywords", nonEmpty(job.skills)),
    })),
    education: content.timeline.map((step) => ({
      // The school and its city as the page shows them, else the school's name.
      ...optional("institution", step.location ?? step.organization),
      studyType: step.title,
      ...periodDates(step.year),
      ...optional("summary", step.description),
    })),
    certificates: content.certifications.map((certification) => ({
      name: certification.title,
      issuer: certification.issuer,
      url: certification.url,
    })),
    skills: content.skills.map((category) => ({ name: category.label, keywords: category.items })),
    projects: content.projects.map(({ title, description, technologies, link, caseStudy }) => ({
      name: title,
      description,
      // A case study's results, each with its figure first, as its page shows it.
      ...optional("highlights", nonEmpty(caseStudy?.results.map(resultLine) ?? null)),
      keywords: technologies,
      // The period and the owner's role are the case study's, where the content has one.
      ...(caseStudy ? periodDates(caseStudy.period) : {}),
      // The schema has one address per project: its case study page, else its demo or code.
      ...optional("url", link?.url),
      ...optional("roles", caseStudy ? [caseStudy.role] : null),
    })),
    meta: { canonical: content.jsonResumeUrl, language: content.language },
  };
}

/** The file's text: indented, so it reads well when opened, with a final newline. */
export const jsonResumeText = (content: OwnerContent): string =>
  `${JSON.stringify(jsonResume(content), null, 2)}\n`;
