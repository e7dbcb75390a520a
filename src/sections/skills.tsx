import { useTranslation } from "react-i18next";
import { Section } from "../components/section";
import { SkillIcon } from "../components/skill-icon";
import type { SkillCategory } from "../content/page-data";

/** Skill categories as cards: one column on phones, two on tablets, three on desktops. */
export function Skills({ categories }: { categories: readonly SkillCategory[] }) {
  const { t } = useTranslation();
  return (
    <Section id="skills" title={t("skillsTitle")}>
      <ul
        className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        data-testid="skills-grid"
      >
        {categories.map((category) => (
          <li
            key={category.yamlId}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="flex items-center gap-3 text-lg font-semibold">
              <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <SkillIcon category={category.yamlId} />
              </span>
              {t(`skillCategories.${category.yamlId}`)}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {category.items.map((item) => (
                <li
                  key={item}
                  className="rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                >
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
