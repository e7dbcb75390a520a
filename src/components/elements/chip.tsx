import type { ReactNode } from "react";

const tones = {
  /** Technologies and skills of an entry: the accent colour. */
  accent: "bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  /** Items of a skill category: quieter, so a card of twelve stays calm. */
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
} as const;

/** A small tag in a list of tags. */
export function Chip({
  children,
  tone = "accent",
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <li className={`rounded-full px-3 py-1 text-sm font-medium ${tones[tone]}`}>{children}</li>
  );
}
