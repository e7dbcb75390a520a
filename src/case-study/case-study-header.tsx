import { useTranslation } from "../i18n/use-translation";
import { Chips } from "../components/chips";
import { ProjectLinks } from "../components/showcase/project-links";
import type { CaseStudyProject } from "../content/page-data";
import { BackToProjects } from "./back-to-projects";

interface CaseStudyHeaderProps {
  project: CaseStudyProject;
  /** The project's card in the home page's showcase. */
  backHref: string;
}

/**
 * What the case study is about, before it is told: the way back to the projects, the
 * project's name and summary, its technologies, the owner's role and the period, and its links.
 * Text only: the first screen's largest element is then its title or summary, drawn at once,
 * not a screenshot still on its way.
 */
export function CaseStudyHeader({ project, backHref }: CaseStudyHeaderProps) {
  const { t } = useTranslation();
  const { caseStudy } = project;
  return (
    <header className="pt-10">
      <BackToProjects href={backHref} />
      <h1
        id="case-study-title"
        className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
      >
        {project.title}
      </h1>
      <p className="mt-5 text-xl text-slate-700 dark:text-slate-300">{project.description}</p>
      <Chips items={project.technologies} label={t("portfolio.technologies")} />
      <dl className="mt-8 grid gap-x-8 gap-y-4 border-y border-slate-200 py-5 sm:grid-cols-[auto_1fr] dark:border-slate-800">
        <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t("caseStudy.role")}
        </dt>
        <dd className="-mt-3 sm:mt-0">{caseStudy!.role}</dd>
        <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {t("caseStudy.period")}
        </dt>
        <dd className="-mt-3 sm:mt-0">{caseStudy!.period}</dd>
      </dl>
      <ProjectLinks project={project} className="mt-6" />
    </header>
  );
}
