import type { ReactNode } from "react";
import { useReveal, type RevealOptions } from "../hooks/use-reveal";

interface RevealProps extends RevealOptions {
  children: ReactNode;
  className?: string;
  as?: "div" | "li" | "article";
  id?: string;
}

/** Wraps content that fades in and rises once, the first time it scrolls into view. */
export function Reveal({ children, className, as: Element = "div", id, ...options }: RevealProps) {
  const ref = useReveal<HTMLElement>(options);
  return (
    // @ts-expect-error -- one ref type for the three element kinds
    <Element ref={ref} id={id} className={className} data-reveal="">
      {children}
    </Element>
  );
}
