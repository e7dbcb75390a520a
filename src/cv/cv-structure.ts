import type { OwnerContent } from "./cv-content";
import { cvProjects } from "./cv-projects";
import type { CvTextStyle } from "./cv-styles";
import { collections, type CollectionName } from "../content/schema";
import { entryName } from "../content/problem-line";
import { socialProfiles } from "../social/social-profiles";
import { displayAddress } from "./display-address";

/** A stretch of text in one look: set in the semibold weight, or a link to `link`. */
export interface CvRun {
  text: string;
  strong?: boolean;
  link?: string;
}

/**
 * A heading or a paragraph: its tag in the PDF's structure tree, its look, its text, and the
 * field of content/ it shows (`description.en`), if it is one, for a message that names it.
 */
export interface CvText {
  tag: "H1" | "H2" | "H3" | "P";
  style: CvTextStyle;
  runs: CvRun[];
  field?: string;
}

/** A bullet list: each item is an LI with its bullet (Lbl) and its text (LBody). */
export interface CvList {
  tag: "L";
  items: string[];
  field?: string;
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

/** Where a group comes from: its file of content/ and its entry (none for site.yaml). */
export interface CvSource {
  file: string;
  /** `entry "northwind-bank"`, as the content check names entries. */
  entry?: string;
}

/** What is kept on one page: the owner's header, an entry, a skill's row, a certification. */
export interface CvGroup {
  source: CvSource;
  blocks: CvBlock[];
}

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
  header: CvGroup;
  sections: CvSection[];
}

const text = (tag: CvText["tag"], style: CvTextStyle, ...runs: CvRun[]): CvText => ({
  tag,
  style,
  runs,
});

/** The same, showing the field `field` of the content. */
const fieldText = (field: string, tag: CvText["tag"], style: CvTextStyle, ...runs: CvRun[]) => ({
  ...text(tag, style, ...runs),
  field,
});

/** The group of an entry of a collection, its position in the file counting from 0. */
const entryGroup = (
  collection: CollectionName,
  entry: { id: string },
  index: number,
  blocks: CvBlock[],
): CvGroup => ({
  source: { file: `content/${collections[collection].file}`, entry: entryName(entry, index) },
  blocks,
});

/** A content field and where the CV shows it: its text, and its name in a message. */
interface Shown {
  text: string;
  field: string;
}

/** An entry's title with its period on the same line, then where it was (or the role). */
const entryHead = (title: Shown, period: Shown | null, place: Shown | null): CvBlock[] => [
  {
    tag: "Row",
    layout: "spread",
    start: fieldText(title.field, "H3", "entryTitle", { text: title.text }),
    end: period ? fieldText(period.field, "P", "entryYear", { text: period.text }) : null,
  },
  ...(place ? [fieldText(place.field, "P", "entryPlace", { text: place.text })] : []),
];

const section = (title: string, groups: CvGroup[]): CvSection => ({
  title: text("H2", "sectionTitle", { text: title }),
  groups,
});

/** The owner: name, job title, tagline, then every way to reach them, each a link. */
function header(content: OwnerContent): CvGroup {
  const { site, language } = content;
  const links = [
    `mailto:${site.email}`,
    content.pageUrl,
    ...socialProfiles(site.social).map((profile) => profile.href),
  ];
  return {
    source: { file: `content/${collections.site.file}` },
    blocks: [
      fieldText("name", "H1", "name", { text: site.name }),
      fieldText(`jobTitle.${language}`, "P", "jobTitle", { text: site.jobTitle }),
      fieldText(`tagline.${language}`, "P", "tagline", { text: site.tagline }),
      fieldText(
        `location.${language}`,
        "P",
        "contacts",
        { text: site.location },
        ...links.map((href) => ({
          text: displayAddress(href.replace(/^mailto:/, "")),
          link: href,
        })),
      ),
    ],
  };
}

/**
 * The CV of one language, from the page's content in the page's order of entries: the owner,
 * experience, education, skills, certifications, then the projects, each with its link (its
 * case study page where it has one). The PDF is drawn by walking this tree (render-cv.ts), so
 * its tags follow the reading order by construction.
 */
export function cvStructure(content: OwnerContent): CvTree {
  const { site, labels, language } = content;
  /** A translated field: its text in this language, named with it (`description.en`). */
  const translated = (field: string, value: string): Shown => ({
    text: value,
    field: `${field}.${language}`,
  });
  const label = (field: string, value: string): Shown => ({ text: value, field });
  return {
    language: content.language,
    title: `${site.name} · CV`,
    author: site.name,
    subject: site.jobTitle,
    header: header(content),
    sections: [
      section(
        labels.experience,
        content.experience.map((job, index) =>
          entryGroup("experience", job, index, [
            ...entryHead(
              translated("title", job.title),
              label("year", job.year),
              translated("location", job.location),
            ),
            fieldText(`description.${language}`, "P", "paragraph", { text: job.description }),
            ...(job.highlights
              ? [{ tag: "L" as const, items: job.highlights, field: `highlights.${language}` }]
              : []),
            ...(job.impact
              ? [
                  fieldText(
                    `impact.${language}`,
                    "P",
                    "paragraph",
                    { text: `${labels.impact} `, strong: true },
                    { text: job.impact },
                  ),
                ]
              : []),
          ]),
        ),
      ),
      section(
        labels.education,
        content.timeline.map((step, index) =>
          entryGroup("timeline", step, index, [
            ...entryHead(
              translated("title", step.title),
              label("year", step.year),
              step.location ? translated("location", step.location) : null,
            ),
            ...(step.description
              ? [fieldText(`description.${language}`, "P", "paragraph", { text: step.description })]
              : []),
          ]),
        ),
      ),
      section(
        labels.skills,
        content.skills.map((category, index) =>
          entryGroup("skills", category, index, [
            {
              tag: "Row",
              layout: "columns",
              start: text("P", "skillLabel", { text: category.label }),
              end: fieldText("items", "P", "skillItems", { text: category.items.join(", ") }),
            },
          ]),
        ),
      ),
      section(
        labels.certifications,
        content.certifications.map((certification, index) =>
          entryGroup("certifications", certification, index, [
            fieldText(
              `title.${language}`,
              "P",
              "paragraph",
              { text: certification.title, link: certification.url },
              { text: ` · ${certification.issuer}` },
            ),
          ]),
        ),
      ),
      section(
        labels.projects,
        cvProjects(content).map((project, index) =>
          entryGroup("projects", project, index, [
            ...entryHead(
              translated("title", project.title),
              project.period ? label("caseStudy.period", project.period) : null,
              project.role ? translated("caseStudy.role", project.role) : null,
            ),
            fieldText(`description.${language}`, "P", "paragraph", { text: project.description }),
            fieldText("technologies", "P", "entryPlace", { text: project.technologies }),
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
      ),
    ],
  };
}
