import { useTranslation } from "../i18n/use-translation";
import { Card } from "../components/elements/card";
import { Chip } from "../components/elements/chip";
import { Section } from "../components/section";
import { SkillIcon } from "../components/skill-icon";
import type { SkillCategory } from "../content/page-data";

/**
 * Skill categories as cards: one column on phones, two on tablets, three on desktops; a last
 * card alone on its row takes the whole row (`fill-last-row`), so no card is left orphaned.
 */
export function Skills({ categories }: { categories: readonly SkillCategory[] }) {
  const { t } = useTranslation();
  return (
    <Section id="skills" title={t("skillsTitle")}>
      <ul
        className="fill-last-row grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        data-testid="skills-grid"
      >
        {categories.map((category) => (
          <Card as="li" key={category.yamlId}>
            <h3 className="flex items-center gap-3 text-lg font-semibold">
              <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <SkillIcon category={category.yamlId} />
              </span>
              {t(`skillCategories.${category.yamlId}`)}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {category.items.map((item) => (
                <Chip key={item} tone="neutral">
                  {item}
                </Chip>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
