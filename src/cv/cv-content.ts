import type { Language } from "../config/constants";

/**
 * What the CV and the share card say, in one language: the same entries, in the same order,
 * as the page (read through GraphQL with the page's `lang` argument, see owner-content-query.ts).
 */
export interface OwnerContent {
  language: Language;
  /** Address of this language's page, with the path prefix. */
  pageUrl: string;
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
    description: string | null;
  }[];
  experience: {
    id: string;
    year: string;
    title: string;
    location: string;
    description: string;
    skills: string[] | null;
    highlights: string[] | null;
    impact: string | null;
  }[];
  skills: { id: string; label: string; items: string[] }[];
  certifications: { id: string; title: string; issuer: string; url: string }[];
  projects: { id: string; title: string; description: string; technologies: string[] }[];
  /** Headings and labels, from locales/<language>/translation.json. */
  labels: {
    experience: string;
    education: string;
    skills: string;
    certifications: string;
    projects: string;
    impact: string;
  };
}
