import type { OwnerContent } from "./cv-content";
import { displayAddress } from "./display-address";

/** A project as the CV shows it: the entry's lines, ready to lay out. */
export interface CvProject {
  id: string;
  title: string;
  /** The case study's period and the owner's role in it, where there is one. */
  period: string | null;
  role: string | null;
  description: string;
  technologies: string;
  /** "Case study:" and the address, written out for paper and clickable in the PDF. */
  link: { label: string; href: string; text: string } | null;
}

/** The CV's projects, in the page's order, each with its one link (see `ProjectLink`). */
export const cvProjects = ({ projects, labels }: OwnerContent): CvProject[] =>
  projects.map(({ id, title, description, technologies, link, caseStudy }) => ({
    id,
    title,
    period: caseStudy?.period ?? null,
    role: caseStudy?.role ?? null,
    description,
    technologies: technologies.join(" · "),
    link: link && {
      label: labels.projectLinks[link.kind],
      href: link.url,
      text: displayAddress(link.url),
    },
  }));
