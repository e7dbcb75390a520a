/**
 * What the CV, the share card and the JSON Resume say, in one language: the same entries, in
 * the same order, as the page (read through GraphQL with the page's `lang` argument, see
 * src/build-output/owner-content.ts).
 */
export interface OwnerContent {
  /** The language's code (content/languages.yaml). */
  language: string;
  /** Address of this language's page, with the path prefix. */
  pageUrl: string;
  /** Address of this language's JSON Resume, with the path prefix. */
  jsonResumeUrl: string;
  /** Address of the owner's portrait as the site publishes it, when the content has one. */
  portraitUrl: string | null;
  site: {
    name: string;
    jobTitle: string;
    tagline: string;
    location: string;
    email: string;
    social: { linkedin: string; github: string; gitlab: string };
  };
  timeline: {
    id: string;
    year: string;
    title: string;
    location: string | null;
    organization: string | null;
    description: string | null;
  }[];
  experience: {
    id: string;
    year: string;
    title: string;
    location: string;
    organization: string | null;
    description: string;
    skills: string[] | null;
    highlights: string[] | null;
    impact: string | null;
  }[];
  skills: { id: string; label: string; items: string[] }[];
  certifications: { id: string; title: string; issuer: string; url: string }[];
  projects: {
    id: string;
    title: string;
    description: string;
    technologies: string[];
    /** The one address a reader follows: see `ProjectLink`. Null for a project with none. */
    link: ProjectLink | null;
    caseStudy: {
      role: string;
      /** As the content writes it: "2022 – 2023". */
      period: string;
      /** Each result as plain text, its figure apart ("10 min", "to produce the report…"). */
      results: { figure: string | null; text: string }[];
    } | null;
  }[];
  /** Headings, labels and texts of the page, from locales/<language>/translation.json. */
  labels: {
    experience: string;
    education: string;
    skills: string;
    certifications: string;
    projects: string;
    impact: string;
    /** The About section's paragraph. */
    about: string;
    /** Name of each profile's network, as the contact section spells it. */
    profiles: Record<keyof OwnerContent["site"]["social"], string>;
    /** Says what a project's share card is about: "Case study". */
    caseStudy: string;
    /** What a project's link leads to, as the CV introduces it ("Case study:"). */
    projectLinks: Record<ProjectLink["kind"], string>;
  };
}

/**
 * Where a project is best read about: its case study page when it has one (which links its
 * code and demo in turn), else its live demo, else its source code.
 */
export interface ProjectLink {
  kind: "caseStudy" | "demo" | "repository";
  url: string;
}
