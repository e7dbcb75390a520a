import { useTranslation } from "react-i18next";
import type { Project } from "../../content/page-data";
import { ExternalLink } from "../external-link";

const linkClass =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-indigo-700 hover:text-indigo-700 dark:border-slate-700 dark:hover:border-indigo-300 dark:hover:text-indigo-300";

/**
 * A project's source code and live demo, when it has them. Each card has the same two visible
 * labels, so each link's name goes on with the project's title (read after the label).
 */
export function ProjectLinks({ project }: { project: Project }) {
  const { t } = useTranslation();
  const links = [
    { key: "repository", href: project.repository },
    { key: "demo", href: project.demo },
  ] as const;
  const present = links.filter((link) => link.href);
  if (present.length === 0) return null;
  return (
    <ul className="mt-auto flex flex-wrap gap-3 pt-6">
      {present.map(({ key, href }) => (
        <li key={key}>
          <ExternalLink href={href!} className={linkClass} data-project-link={key}>
            {t(`portfolio.${key}`)}
            <span className="sr-only"> {t("portfolio.ofProject", { title: project.title })}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
