import type { ReactNode } from "react";

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A page section: an anchor, a heading that names it, and a centred column. */
export function Section({ id, title, children, className = "" }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-section ${className}`}>
      {/* Wide left padding until the margin leaves room for the fixed social rail (not printed). */}
      <div className="mx-auto max-w-6xl px-6 md:ps-20 xl:ps-6 print:ps-6">
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
