import type { ReactNode } from "react";
import { Reveal, type ListReveal } from "../reveal";

interface CardProps {
  children: ReactNode;
  as?: "div" | "li" | "article";
  className?: string;
  /** Cards holding a full-bleed picture set their own padding. */
  padded?: boolean;
  /** The card fades in and rises as it scrolls into view, as the items of its list do. */
  motion?: ListReveal;
  /** Its place in its list, for a staggered reveal. */
  index?: number;
  id?: string;
  "aria-labelledby"?: string;
}

/**
 * The raised surface used across the page (experience, skills, projects, certifications,
 * stacks, the contact form): one look in both themes. In the dark theme it is a step lighter
 * than the page, never a light block on dark.
 */
const surface =
  "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export function Card({
  children,
  as: Element = "div",
  className = "",
  padded = true,
  motion,
  index,
  ...attributes
}: CardProps) {
  const classes = [surface, padded && "p-6", className].filter(Boolean).join(" ");
  if (motion) {
    return (
      <Reveal as={Element} motion={motion} index={index} {...attributes} className={classes}>
        {children}
      </Reveal>
    );
  }
  return (
    <Element {...attributes} className={classes}>
      {children}
    </Element>
  );
}
