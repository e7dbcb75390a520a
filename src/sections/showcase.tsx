import { useTranslation } from "../i18n/use-translation";
import { Section } from "../components/section";
import { CertificationCard } from "../components/showcase/certification-card";
import { ProjectCard } from "../components/showcase/project-card";
import { StackGrid } from "../components/showcase/stack-grid";
import type { Certification, Project, Stack } from "../content/page-data";
import { useTabs } from "../hooks/use-tabs";
import { CHOICE_ATTRIBUTE, KEPT_CHOICE_ATTRIBUTE } from "../hydration/page-marks";
import { caseStudyHref } from "../case-study/project-href";
import type { PathLanguage } from "../navigation/page-paths";

const TABS = ["projects", "certifications", "stacks"] as const;
type Tab = (typeof TABS)[number];

interface ShowcaseProps {
  projects: readonly Project[];
  certifications: readonly Certification[];
  stacks: readonly Stack[];
  /** The page's language: the projects' case studies are linked in it. */
  language: PathLanguage;
}

/**
 * Projects, certifications and the technology stack behind three tabs (WAI-ARIA tabs).
 * The server's HTML shows the selected panel only, as after hydration (nothing moves then);
 * without JavaScript, and when printed, every panel is open and the tabs are not shown.
 */
export function Showcase({ projects, certifications, stacks, language }: ShowcaseProps) {
  const { t } = useTranslation();
  const { selected, select, onKeyDown, registerTab, keptChoiceKey } = useTabs("showcase", TABS);

  const panels: Record<Tab, React.ReactNode> = {
    projects: (
      <ul className="grid gap-6 md:grid-cols-2">
        {projects.map((project, index) => (
          <ProjectCard
            key={project.yamlId}
            project={project}
            index={index}
            caseStudyHref={project.caseStudy ? caseStudyHref(language, project.yamlId) : undefined}
          />
        ))}
      </ul>
    ),
    certifications: (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {certifications.map((certification, index) => (
          <CertificationCard
            key={certification.yamlId}
            certification={certification}
            index={index}
          />
        ))}
      </ul>
    ),
    stacks: <StackGrid stacks={stacks} />,
  };

  return (
    <>
      {/* The original site linked #projects without a target: it lands on the section's top. */}
      <div id="projects" aria-hidden="true" />
      <Section id="showcase" title={t("portfolio.title")}>
        <div
          role="tablist"
          aria-label={t("portfolio.title")}
          {...{ [KEPT_CHOICE_ATTRIBUTE]: keptChoiceKey }}
          className="print-hidden needs-js mb-8 inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={registerTab(tab)}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              {...{ [CHOICE_ATTRIBUTE]: tab }}
              aria-selected={selected === tab}
              aria-controls={`panel-${tab}`}
              tabIndex={selected === tab ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              className="rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 sm:px-4 aria-selected:bg-white aria-selected:text-indigo-800 aria-selected:shadow dark:text-slate-300 dark:aria-selected:bg-slate-800 dark:aria-selected:text-indigo-200"
            >
              {t(`portfolio.tabs.${tab}`)}
            </button>
          ))}
        </div>
        {TABS.map((tab) => (
          <div
            key={tab}
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            hidden={selected !== tab}
            // The WAI-ARIA tabs pattern makes a panel focusable, so Tab leads into its content.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <h3 className="sr-only">{t(`portfolio.tabs.${tab}`)}</h3>
            {panels[tab]}
          </div>
        ))}
      </Section>
    </>
  );
}
