import type { ReactNode } from "react";
import { useHydrated } from "../hooks/use-hydrated";

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A page section: an anchor, a heading that names it, and a centred column. Until it is
 * hydrated, the browser may skip laying it out while it is off screen (`offscreen-deferred`):
 * the page starts with short tasks, and each section is laid out in a task of its own once
 * hydrated, so that in-page links then land exactly on their target.
 */
export function Section({ id, title, children, className = "" }: SectionProps) {
  const headingId = `${id}-title`;
  const deferred = !useHydrated();
  const classes = [deferred && "offscreen-deferred", "py-section", className]
    .filter(Boolean)
    .join(" ");
  return (
    <section id={id} aria-labelledby={headingId} className={classes}>
      {/* Wide left padding until the margin leaves room for the fixed social rail (not printed). */}
      <div className="mx-auto max-w-6xl px-6 md:pl-20 xl:pl-6 print:pl-6">
        <h2
          id={headingId}
          className="mb-section-heading text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
