import type { ReactNode } from "react";
import { useReveal, type RevealOptions } from "../hooks/use-reveal";
import { staggerDelay, type Stagger } from "../reveal/stagger";

/** How the items of a list enter (each list's is named in config/constants.ts). */
export interface ListReveal extends Omit<RevealOptions, "delayMs"> {
  /** Items entering together come in one after the other. */
  stagger?: Stagger;
}

interface RevealProps {
  /** How it enters: its list's reveal. */
  motion: ListReveal;
  /** The item's place in its list: how many come in before it, when staggered. */
  index?: number;
  children: ReactNode;
  className?: string;
  as?: "div" | "li" | "article";
  id?: string;
  "aria-labelledby"?: string;
}

/** Wraps content that fades in and rises once, the first time it scrolls into view. */
export function Reveal({
  children,
  className,
  as: Element = "div",
  motion: { stagger, ...options },
  index = 0,
  ...attributes
}: RevealProps) {
  const ref = useReveal<HTMLElement>({
    ...options,
    delayMs: stagger ? staggerDelay(index, stagger) : 0,
  });
  return (
    // @ts-expect-error -- one ref type for the three element kinds
    <Element ref={ref} {...attributes} className={className} data-reveal="">
      {children}
    </Element>
  );
}
