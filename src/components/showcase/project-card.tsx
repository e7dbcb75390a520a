import { useTranslation } from "../../i18n/use-translation";
import { PROJECT_REVEAL } from "../../config/constants";
import type { Project } from "../../content/page-data";
import { Chips } from "../chips";
import { ContentImage } from "../content-image";
import { Card } from "../elements/card";
import { ProjectLinks } from "./project-links";

/**
 * A project: its screenshot when there is one, title (a link to its own anchor, /fr/#fleet-app),
 * description, technologies, and links to its case study, code and live demo when it has them.
 */
interface ProjectCardProps {
  project: Project;
  index: number;
  /** The project's case study, when it has one. */
  caseStudyHref?: string;
}

export function ProjectCard({ project, index, caseStudyHref }: ProjectCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      as="li"
      id={project.yamlId}
      motion={PROJECT_REVEAL}
      index={index}
      padded={false}
      className="flex scroll-mt-24 flex-col overflow-hidden"
    >
      {project.image && (
        <ContentImage
          file={project.image}
          alt={t("portfolio.screenshotAlt", { title: project.title })}
          width={640}
          height={400}
          className="aspect-[16/10] h-auto w-full border-b border-slate-200 object-cover dark:border-slate-800"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h4 className="text-xl font-semibold">
          <a
            href={`#${project.yamlId}`}
            className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
          >
            {project.title}
          </a>
        </h4>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{project.description}</p>
        <Chips items={project.technologies} label={t("portfolio.technologies")} />
        <ProjectLinks project={project} caseStudyHref={caseStudyHref} />
      </div>
    </Card>
  );
}
