/**
 * The content contract: every collection in `content/`, declared once.
 *
 * From this one declaration come the GraphQL types (`graphql-types.ts`), the
 * build-time validation (`validate-content.ts`), the JSON Schemas editors use
 * (`json-schema.ts`) and the form-based editor of `npm run develop`
 * (`src/editor/editor-config.ts`), so they cannot drift apart.
 */

export type FieldKind =
  /** A string, the same in every language (a year, a product name). */
  | "text"
  /** `{ fr, en }`: the same text in each language of content/languages.yaml, side by side. */
  | "translated"
  /** A string when every language agrees, else `{ fr, en }`. */
  | "label"
  /** A list of lines per language, side by side. */
  | "translatedList"
  /**
   * `{ fr, en }` Markdown: paragraphs, lists, emphasis, inline code, links (markdown.ts). The
   * nodes hold it as element trees (markdown-tree.ts), queried as JSON.
   */
  | "markdown"
  /** The same, one paragraph only: a short text shown inline (a result beside its figure). */
  | "inlineMarkdown"
  /** An absolute http(s) URL. */
  | "url"
  | "email"
  /** A file path relative to the YAML file (an image in `content/images/`). */
  | "image"
  /** A lowercase slug: letters, digits and dashes. */
  | "id";

export interface ScalarField {
  kind: FieldKind;
  description: string;
  optional?: boolean;
  /** Images only: their folder inside `content/images/`, where the editor lists and uploads them. */
  folder?: string;
}

export interface ListField {
  kind: "list";
  /** Each item: one value, or an object of fields (a result, a screenshot). */
  of: ScalarField | ObjectField;
  description: string;
  optional?: boolean;
}

export interface ObjectField {
  kind: "object";
  fields: Fields;
  description: string;
  optional?: boolean;
}

export type Field = ScalarField | ListField | ObjectField;
export type Fields = Record<string, Field>;

export interface Collection {
  /** File name inside `content/`. */
  file: string;
  /** GraphQL node type. */
  typeName: string;
  /** A list of entries (each with an `id`), or a single object. */
  shape: "list" | "object";
  description: string;
  fields: Fields;
}

const field = (kind: FieldKind, description: string, optional = false): ScalarField => ({
  kind,
  description,
  optional,
});
const optional = (kind: FieldKind, description: string) => field(kind, description, true);
const image = (folder: string, description: string, isOptional = false): ScalarField => ({
  kind: "image",
  description,
  optional: isOptional,
  folder,
});
const list = (
  of: ScalarField | ObjectField,
  description: string,
  isOptional = false,
): ListField => ({
  kind: "list",
  of,
  description,
  optional: isOptional,
});
const object = (fields: Fields, description: string, isOptional = false): ObjectField => ({
  kind: "object",
  fields,
  description,
  optional: isOptional,
});

/**
 * A project's case study, the page a card links to. Its links (source code, live demo) are the
 * project's own `repository` and `demo`.
 */
const caseStudy = object(
  {
    role: field("translated", "The owner's role in the project."),
    period: field("label", "When, e.g. 2023 – 2024 (or { fr, en } when it has words)."),
    context: field(
      "markdown",
      "The context or problem, in Markdown: paragraphs, lists, **bold**, *italic*, `code`, links.",
    ),
    built: field(
      "markdown",
      "What was built and the key decisions with their reasons, in Markdown (a list reads well).",
    ),
    results: list(
      object(
        {
          figure: optional(
            "label",
            "Optional figure, e.g. −60 % (or { fr, en } when it has words).",
          ),
          text: field(
            "inlineMarkdown",
            "The result, one paragraph of Markdown (**bold**, *italic*, `code`, links; no list).",
          ),
        },
        "A result.",
      ),
      "What it changed, one result each, measured where possible.",
    ),
    media: list(
      object(
        {
          image: image(
            "case-studies",
            "Screenshot, PNG or JPG: 1600x1000 for a desktop view, 780x1560 for a phone view.",
          ),
          alt: field("translated", "What the screenshot shows, for people who cannot see it."),
          caption: optional("translated", "Optional caption shown under the screenshot."),
        },
        "A screenshot.",
      ),
      "Optional screenshots, each with its alt text.",
      true,
    ),
  },
  "Optional case study: its own page per language, linked from the project's card.",
  true,
);

const entryId = field("id", "Unique id of the entry (lowercase letters, digits, dashes).");

export const collections = {
  site: {
    file: "site.yaml",
    typeName: "SiteYaml",
    shape: "object",
    description:
      "The owner and the site: name, contact details, social links (the CV PDFs are made from them).",
    fields: {
      name: field("text", "The owner's full name, shown as the brand and in the footer."),
      jobTitle: field("translated", "Job title, used in search results and the JSON-LD Person."),
      tagline: field("translated", "One line shown in the footer."),
      location: field("translated", "City and country."),
      portrait: image(
        "portrait",
        "Optional photo of the owner in the hero (square JPG or PNG, at least 640x640).",
        true,
      ),
      email: field(
        "email",
        "Address the contact form and mailto links point to: one plain address, name@domain.com.",
      ),
      siteUrl: field("url", "Public address of the deployed site, without trailing slash."),
      social: {
        kind: "object",
        description: "Profiles linked from the hero, the contact section and the footer.",
        fields: {
          linkedin: field("url", "LinkedIn profile."),
          github: field("url", "GitHub profile."),
          gitlab: field("url", "GitLab profile."),
        },
      },
    },
  },
  timeline: {
    file: "timeline.yaml",
    typeName: "TimelineYaml",
    shape: "list",
    description: "Academic timeline, most recent first.",
    fields: {
      id: entryId,
      year: field("label", "Period, e.g. 2019 – 2021 (or { fr, en } when it has words)."),
      title: field("translated", "Degree or programme."),
      location: optional("translated", "School and city."),
      organization: optional(
        "text",
        "School name: its initials stand in for a missing logo; search engines read it (JSON-LD alumniOf).",
      ),
      description: optional("translated", "One or two sentences."),
      logo: image("logos", "School logo, square SVG (or a 96x96 PNG), shown at 48x48.", true),
    },
  },
  experience: {
    file: "experience.yaml",
    typeName: "ExperienceYaml",
    shape: "list",
    description: "Professional experience, most recent first.",
    fields: {
      id: entryId,
      year: field("label", "Period, e.g. 2022 – 2024 (or { fr, en } when it has words)."),
      title: field("translated", "Role and company."),
      location: field("translated", "City and country."),
      organization: optional(
        "text",
        "Company name: its initials stand in for a missing logo; on the first entry, search engines read it as the current employer (JSON-LD worksFor).",
      ),
      description: field("translated", "What the job was."),
      logo: image("logos", "Company logo, square SVG (or a 96x96 PNG), shown at 48x48.", true),
      skills: list(field("text", "A skill"), "Skill tags.", true),
      highlights: optional("translatedList", "Key achievements, one line each."),
      impact: optional("translated", "The measurable result."),
    },
  },
  skills: {
    file: "skills.yaml",
    typeName: "SkillsYaml",
    shape: "list",
    description:
      "Skill categories; the id picks the icon and the label `skillCategories.<id>` in locales/.",
    fields: {
      id: entryId,
      items: list(field("label", "A skill"), "Skills of this category."),
    },
  },
  projects: {
    file: "projects.yaml",
    typeName: "ProjectsYaml",
    shape: "list",
    description: "Projects of the showcase; the id is the card's anchor (/fr/#id).",
    fields: {
      id: entryId,
      title: field("translated", "Project name."),
      description: field("translated", "What it does and why."),
      technologies: list(field("text", "A technology"), "Technology chips."),
      image: image("projects", "Optional screenshot (PNG or JPG, 16:10, at least 1200x750).", true),
      repository: optional("url", "Optional link to the source code."),
      demo: optional("url", "Optional link to a live demo."),
      caseStudy,
    },
  },
  certifications: {
    file: "certifications.yaml",
    typeName: "CertificationsYaml",
    shape: "list",
    description: "Certifications of the showcase.",
    fields: {
      id: entryId,
      title: field("translated", "Certificate name."),
      issuer: field("text", "Who issued it."),
      image: image(
        "certifications",
        "Picture of the certificate (PNG or JPG, 4:3, at least 800x600).",
      ),
      url: field("url", "Public page where the certificate can be checked."),
    },
  },
  stacks: {
    file: "stacks.yaml",
    typeName: "StacksYaml",
    shape: "list",
    description: "Technology stack logos of the showcase.",
    fields: {
      id: entryId,
      name: field("text", "Technology name."),
      icon: image("stacks", "Logo, square SVG (or a 96x96 PNG), shown at 48x48."),
    },
  },
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;
