import { useTranslation } from "../i18n/use-translation";
import { BackToProjects } from "./back-to-projects";
import type { PathLanguage } from "../navigation/page-paths";
import { caseStudyHref } from "./project-href";

interface Neighbour {
  yamlId: string;
  title: string;
}

const linkClass =
  "group flex flex-col gap-1 rounded-2xl border border-slate-200 p-5 hover:border-indigo-700 dark:border-slate-800 dark:hover:border-indigo-300";

/** The previous and next case studies, and the way back to all the projects. */
export function CaseStudyPager({
  previous,
  next,
  backHref,
  language,
}: {
  previous?: Neighbour;
  next?: Neighbour;
  backHref: string;
  /** The page's language: the neighbours are linked in it. */
  language: PathLanguage;
}) {
  const { t } = useTranslation();
  const href = (project: Neighbour) => caseStudyHref(language, project.yamlId);
  return (
    <nav
      aria-label={t("caseStudy.pager")}
      className="print-hidden border-t border-slate-200 py-10 dark:border-slate-800"
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <a href={href(previous)} rel="prev" className={linkClass}>
              <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                <span aria-hidden="true" className="mirrored-in-rtl">
                  ←
                </span>
                {t("caseStudy.previous")}
              </span>
              <span className="text-lg font-semibold group-hover:text-indigo-700 dark:group-hover:text-indigo-300">
                {previous.title}
              </span>
            </a>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <a href={href(next)} rel="next" className={`${linkClass} sm:text-end`}>
              <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">
                {t("caseStudy.next")}
                <span aria-hidden="true" className="mirrored-in-rtl">
                  →
                </span>
              </span>
              <span className="text-lg font-semibold group-hover:text-indigo-700 dark:group-hover:text-indigo-300">
                {next.title}
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="mt-8 text-center">
        <BackToProjects href={backHref} />
      </p>
    </nav>
  );
}
