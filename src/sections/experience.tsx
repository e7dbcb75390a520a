import { useTranslation } from "../i18n/use-translation";
import { experienceOrganization } from "../content/initials";
import { EntryHeading } from "../components/entry-heading";
import { Reveal } from "../components/reveal";
import { Section } from "../components/section";
import { EXPERIENCE_REVEAL } from "../config/constants";
import type { ExperienceEntry } from "../content/page-data";
import { Chips } from "../components/chips";
import { Card } from "../components/elements/card";

/** Professional experience: one card per job, fading in one after the other. */
export function Experience({ entries }: { entries: readonly ExperienceEntry[] }) {
  const { t } = useTranslation();
  return (
    <Section id="experience" title={t("experience.title")}>
      <ol className="space-y-6">
        {entries.map((entry, index) => (
          <Reveal as="li" key={entry.yamlId} motion={EXPERIENCE_REVEAL} index={index}>
            <Card as="article" aria-labelledby={`experience-${entry.yamlId}`}>
              <EntryHeading
                logo={entry.logo}
                organization={experienceOrganization(entry)}
                meta={`${entry.year} · ${entry.location}`}
                title={entry.title}
                titleId={`experience-${entry.yamlId}`}
              />
              <p className="mt-3 text-slate-700 dark:text-slate-300">{entry.description}</p>
              {entry.highlights && entry.highlights.length > 0 && (
                <>
                  <h4 className="mt-4 font-semibold">{t("experience.highlights")}</h4>
                  <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 dark:text-slate-300">
                    {entry.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                </>
              )}
              {entry.impact && (
                <p className="mt-4 text-slate-700 dark:text-slate-300">
                  <strong className="font-semibold text-slate-900 dark:text-slate-100">
                    {t("experience.impact")}{" "}
                  </strong>
                  {entry.impact}
                </p>
              )}
              {entry.skills && entry.skills.length > 0 && <Chips items={entry.skills} />}
            </Card>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
