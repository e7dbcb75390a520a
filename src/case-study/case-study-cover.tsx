import { useTranslation } from "../i18n/use-translation";
import { ContentImage } from "../components/content-image";
import { CASE_STUDY_MEDIA_WIDTH } from "../config/constants";
import type { CaseStudyProject } from "../content/page-data";

/** The shape the card's screenshot is cut to (16:10), as the page query asks for it. */
const COVER_ASPECT_RATIO = 1.6;

/** The project's screenshot, at the head of what was built. */
export function CaseStudyCover({ project }: { project: CaseStudyProject }) {
  const { t } = useTranslation();
  if (!project.image) return null;
  return (
    <ContentImage
      file={project.image}
      alt={t("portfolio.screenshotAlt", { title: project.title })}
      width={CASE_STUDY_MEDIA_WIDTH}
      height={CASE_STUDY_MEDIA_WIDTH / COVER_ASPECT_RATIO}
      sizes={`(min-width: ${CASE_STUDY_MEDIA_WIDTH}px) ${CASE_STUDY_MEDIA_WIDTH}px, 100vw`}
      className="mb-8 aspect-[16/10] h-auto w-full rounded-2xl border border-slate-200 object-cover shadow-sm dark:border-slate-800"
    />
  );
}
