import { useTranslation } from "react-i18next";
import {
  PROJECT_FADE_MS,
  PROJECT_STAGGER_MS,
  PROJECT_VISIBLE_FRACTION,
} from "../../config/constants";
import type { Project } from "../../content/page-data";
import { Chips } from "../chips";
import { Reveal } from "../reveal";
import { staggerDelay } from "../stagger";

/** A project: title (a link to its own anchor, /fr/#fleet-app), description, technologies. */
export function ProjectCard({ project, index }: { project: Project; index: number }) {
  const { t } = useTranslation();
  return (
    <Reveal
      as="li"
      id={project.yamlId}
      durationMs={PROJECT_FADE_MS}
      rise="1.25rem"
      threshold={PROJECT_VISIBLE_FRACTION}
      delayMs={staggerDelay(index, PROJECT_STAGGER_MS)}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
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
    </Reveal>
  );
}
