import type { OwnerContent } from "./cv-content";
import { cvProjects } from "./cv-projects";
import type { CvTextStyle } from "./cv-styles";
import { socialProfiles } from "../social/social-profiles";
import { displayAddress } from "./display-address";

/** A stretch of text in one look: set in the semibold weight, or a link to `link`. */
export interface CvRun {
  text: string;
  strong?: boolean;
  link?: string;
}

/** A heading or a paragraph: its tag in the PDF's structure tree, its look, its text. */
export interface CvText {
  tag: "H1" | "H2" | "H3" | "P";
  style: CvTextStyle;
  runs: CvRun[];
}

/** A bullet list: each item is an LI with its bullet (Lbl) and its text (LBody). */
export interface CvList {
  tag: "L";
  items: string[];
}

/**
 * Two texts on one line, read one after the other: an entry's title and its period pushed to
 * the right ("spread"), or a skill's label and its list in two columns ("columns").
 */
export interface CvRow {
  tag: "Row";
  layout: "spread" | "columns";
  start: CvText;
  end: CvText | null;
}

export type CvBlock = CvText | CvList | CvRow;

/** What is kept on one page: an entry, a skill's row, a certification. */
export type CvGroup = CvBlock[];

/** A titled part of the CV (Sect), its title kept on the page of its first group. */
export interface CvSection {
  title: CvText;
  groups: CvGroup[];
}

/** The CV of one language as a reader meets it: the structure the PDF is tagged with. */
export interface CvTree {
  language: OwnerContent["language"];
  title: string;
  author: string;
  subject: string;
  header: CvBlock[];
  sections: CvSection[];
}

const text = (tag: CvText["tag"], style: CvTextStyle, ...runs: CvRun[]): CvText => ({
  tag,
  style,
  runs,
});

/** An entry's title with its period on the same line, then where it was (or the role). */
const entryHead = (title: string, period: string | null, place: string | null): CvBlock[] => [
  {
    tag: "Row",
    layout: "spread",
    start: text("H3", "entryTitle", { text: title }),
    end: period ? text("P", "entryYear", { text: period }) : null,
  },
  ...(place ? [text("P", "entryPlace", { text: place })] : []),
];

const section = (title: string, groups: CvGroup[]): CvSection => ({
  title: text("H2", "sectionTitle", { text: title }),
  groups,
});

/** The owner: name, job title, tagline, then every way to reach them, each a link. */
function header(content: OwnerContent): CvBlock[] {
  const { site } = content;
  const links = [
    `mailto:${site.email}`,
    content.pageUrl,
    ...socialProfiles(site.social).map((profile) => profile.href),
  ];
  return [
    text("H1", "name", { text: site.name }),
    text("P", "jobTitle", { text: site.jobTitle }),
    text("P", "tagline", { text: site.tagline }),
    text(
      "P",
      "contacts",
      { text: site.location },
      ...links.map((href) => ({ text: displayAddress(href.replace(/^mailto:/, "")), link: href })),
    ),
  ];
}

/**
 * The CV of one language, from the page's content in the page's order of entries: the owner,
 * experience, education, skills, certifications, then the projects, each with its link (its
 * case study page where it has one). The PDF is drawn by walking this tree (render-cv.ts), so
 * its tags follow the reading order by construction.
 */
export function cvStructure(content: OwnerContent): CvTree {
  const { site, labels } = content;
  return {
    language: content.language,
    title: `${site.name} · CV`,
    author: site.name,
    subject: site.jobTitle,
    header: header(content),
    sections: [
      section(
        labels.experience,
        content.experience.map((job) => [
          ...entryHead(job.title, job.year, job.location),
          text("P", "paragraph", { text: job.description }),
          ...(job.highlights ? [{ tag: "L" as const, items: job.highlights }] : []),
          ...(job.impact
            ? [
                text(
                  "P",
                  "paragraph",
                  { text: `${labels.impact} `, strong: true },
                  { text: job.impact },
                ),
              ]
            : []),
        ]),
      ),
      section(
        labels.education,
        content.timeline.map((step) => [
          ...entryHead(step.title, step.year, step.location),
          ...(step.description ? [text("P", "paragraph", { text: step.description })] : []),
        ]),
      ),
      section(
        labels.skills,
        content.skills.map((category) => [
          {
            tag: "Row",
            layout: "columns",
            start: text("P", "skillLabel", { text: category.label }),
            end: text("P", "skillItems", { text: category.items.join(", ") }),
          },
        ]),
      ),
      section(
        labels.certifications,
        content.certifications.map((certification) => [
          text(
            "P",
            "paragraph",
            { text: certification.title, link: certification.url },
            { text: ` · ${certification.issuer}` },
          ),
        ]),
      ),
      section(
        labels.projects,
        cvProjects(content).map((project) => [
          ...entryHead(project.title, project.period, project.role),
          text("P", "paragraph", { text: project.description }),
          text("P", "entryPlace", { text: project.technologies }),
          ...(project.link
            ? [
                text(
                  "P",
                  "paragraph",
                  { text: `${project.link.label} `, strong: true },
                  { text: project.link.text, link: project.link.href },
                ),
              ]
            : []),
        ]),
      ),
    ],
  };
}
