import { useTranslation } from "../../i18n/use-translation";
import { ExternalLink } from "../external-link";

const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-indigo-700 hover:text-indigo-700 dark:border-slate-700 dark:hover:border-indigo-300 dark:hover:text-indigo-300";

const caseStudyClass =
  "inline-flex items-center gap-2 rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800";

interface ProjectLinksProps {
  project: { title: string; repository: string | null; demo: string | null };
  /** The project's case study, on this site, when it has one (its card links to it first). */
  caseStudyHref?: string;
  className?: string;
}

/**
 * A project's case study, source code and live demo, when it has them. Each card has the same
 * visible labels, so each link's name goes on with the project's title (read after the label).
 */
export function ProjectLinks({
  project,
  caseStudyHref,
  className = "mt-auto pt-6",
}: ProjectLinksProps) {
  const { t } = useTranslation();
  const links = [
    { key: "repository", href: project.repository },
    { key: "demo", href: project.demo },
  ] as const;
  const present = links.filter((link) => link.href);
  if (present.length === 0 && !caseStudyHref) return null;
  const ofProject = (
    <span className="sr-only"> {t("portfolio.ofProject", { title: project.title })}</span>
  );
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {caseStudyHref && (
        <li>
          <a href={caseStudyHref} className={caseStudyClass} data-project-link="case-study">
            {t("caseStudy.read")}
            {ofProject}
          </a>
        </li>
      )}
      {present.map(({ key, href }) => (
        <li key={key}>
          <ExternalLink href={href!} className={linkClass} data-project-link={key}>
            {t(`portfolio.${key}`)}
            {ofProject}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
