import type { ReactNode } from "react";

interface CardProps {
  children: ReactNode;
  as?: "div" | "li" | "article";
  className?: string;
  /** Cards holding a full-bleed picture set their own padding. */
  padded?: boolean;
  id?: string;
  "aria-labelledby"?: string;
}

/**
 * The raised surface used across the page (experience, skills, projects, certifications,
 * stacks, the contact form): one look in both themes. In the dark theme it is a step lighter
 * than the page, never a light block on dark.
 */
export const cardSurface =
  "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export function Card({
  children,
  as: Element = "div",
  className = "",
  padded = true,
  ...attributes
}: CardProps) {
  const classes = [cardSurface, padded && "p-6", className].filter(Boolean).join(" ");
  return (
    <Element {...attributes} className={classes}>
      {children}
    </Element>
  );
}
