import { useTranslation } from "../i18n/use-translation";
import { EntryHeading } from "../components/entry-heading";
import { Reveal } from "../components/reveal";
import { Section } from "../components/section";
import { TIMELINE_LINE_REFERENCE, TIMELINE_REVEAL } from "../config/constants";
import type { TimelineEntry } from "../content/page-data";
import { schoolOrganization } from "../content/initials";
import { useScrollProgress } from "../hooks/use-scroll-progress";

/** The academic timeline: a line that fills as the visitor scrolls, entries that rise into view. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t } = useTranslation();
  const { ref, progress } = useScrollProgress<HTMLDivElement>(TIMELINE_LINE_REFERENCE);
  return (
    <Section id="timeline" title={t("timeline.title")}>
      <div ref={ref} className="relative ps-10">
        <div
          aria-hidden="true"
          className="absolute top-0 bottom-0 start-3 w-0.5 bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="w-full bg-indigo-600 dark:bg-indigo-400"
            style={{ height: `${progress * 100}%` }}
            data-testid="timeline-fill"
          />
        </div>
        <ol className="space-y-10">
          {entries.map((entry) => (
            <Reveal as="li" key={entry.yamlId} className="relative" motion={TIMELINE_REVEAL}>
              <span
                aria-hidden="true"
                className="absolute top-1.5 -start-[2.1rem] h-4 w-4 rounded-full border-4 border-white bg-indigo-600 dark:border-slate-950 dark:bg-indigo-400"
              />
              <EntryHeading
                logo={entry.logo}
                organization={schoolOrganization(entry)}
                meta={entry.year}
                title={entry.title}
              >
                {entry.location && (
                  <p className="text-slate-600 dark:text-slate-400">{entry.location}</p>
                )}
                {entry.description && (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{entry.description}</p>
                )}
              </EntryHeading>
            </Reveal>
          ))}
        </ol>
      </div>
    </Section>
  );
}
