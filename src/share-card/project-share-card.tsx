import { PROJECT_CARD_FIT } from "../config/share-card";
import type { OwnerContent } from "../cv/cv-content";
import { SHARE_CARD_COLORS, ShareCardFrame } from "./share-card";

type Project = OwnerContent["projects"][number];

/** The title's size: smaller for a long title, so that it holds in its two lines. */
const projectTitleSize = (title: string): number =>
  title.length >= PROJECT_CARD_FIT.longTitleFrom
    ? PROJECT_CARD_FIT.longTitleSize
    : PROJECT_CARD_FIT.titleSize;

/** A technology's chip: its text's size and line height, its padding and border, in pixels. */
const CHIP = { fontSize: 24, lineHeight: 1.2, paddingY: 6, paddingX: 18, border: 2, gap: 12 };
const CHIP_HEIGHT = Math.ceil(CHIP.fontSize * CHIP.lineHeight) + 2 * (CHIP.paddingY + CHIP.border);

/** The technologies on one row: a chip that does not fit wraps onto a second row, cut off. */
function TechnologyChips({ technologies }: { technologies: readonly string[] }) {
  return (
    <div
      style={{
        marginTop: 28,
        display: "flex",
        flexWrap: "wrap",
        height: CHIP_HEIGHT,
        overflow: "hidden",
      }}
    >
      {technologies.map((technology) => (
        <div
          key={technology}
          style={{
            marginRight: CHIP.gap,
            marginBottom: CHIP.gap,
            padding: `${CHIP.paddingY}px ${CHIP.paddingX}px`,
            fontSize: CHIP.fontSize,
            lineHeight: CHIP.lineHeight,
            fontWeight: 600,
            color: SHARE_CARD_COLORS.accent,
            border: `${CHIP.border}px solid ${SHARE_CARD_COLORS.accent}`,
            borderRadius: CHIP_HEIGHT / 2,
          }}
        >
          {technology}
        </div>
      ))}
    </div>
  );
}

/**
 * The card shown when a project's case study is shared, as a satori element tree: what the
 * project is (title, one-line summary, technologies) and whose it is (the owner's name and job
 * title), in the page's language. Each text has a number of lines it may not pass
 * (src/config/share-card.ts), so that no length of text runs off the card.
 */
export function ProjectShareCard({
  content,
  project,
}: {
  content: OwnerContent;
  project: Project;
}) {
  const { site, labels } = content;
  return (
    <ShareCardFrame centered={false}>
      <div
        style={{
          marginTop: 28,
          fontSize: 24,
          fontWeight: 600,
          letterSpacing: 2,
          textTransform: "uppercase",
          color: SHARE_CARD_COLORS.accent,
        }}
      >
        {labels.caseStudy}
      </div>
      <div
        style={{
          marginTop: 16,
          fontSize: projectTitleSize(project.title),
          fontWeight: 700,
          lineHeight: 1.1,
          lineClamp: PROJECT_CARD_FIT.titleMaxLines,
        }}
      >
        {project.title}
      </div>
      <div
        style={{
          marginTop: 20,
          fontSize: 30,
          lineHeight: 1.4,
          color: SHARE_CARD_COLORS.muted,
          lineClamp: PROJECT_CARD_FIT.descriptionMaxLines,
        }}
      >
        {project.description}
      </div>
      <TechnologyChips technologies={project.technologies} />
      {/* The owner, at the foot of the card whatever the texts' length. */}
      <div
        style={{
          marginTop: "auto",
          paddingTop: 24,
          borderTop: `2px solid ${SHARE_CARD_COLORS.rule}`,
          display: "flex",
          alignItems: "baseline",
          fontSize: 28,
        }}
      >
        <div style={{ fontWeight: 700, flexShrink: 0 }}>{site.name}</div>
        <div style={{ marginLeft: 16, color: SHARE_CARD_COLORS.accent, lineClamp: 1 }}>
          {site.jobTitle}
        </div>
      </div>
    </ShareCardFrame>
  );
}
