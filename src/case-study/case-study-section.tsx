import type { ReactNode } from "react";

interface CaseStudySectionProps {
  /** The anchor of the section, for links to it: `/en/projects/fleet-app/#results`. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of a case study: an anchor, a heading that names it, and the reading column. */
export function CaseStudySection({ id, title, children }: CaseStudySectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 py-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </section>
  );
}
