import { initialsOf } from "../../content/initials";

/** Stands in for a missing logo: the organization's initials on a tile of the logo's size. */
export function InitialsBadge({ name, className = "" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="initials-badge"
      className={`flex shrink-0 items-center justify-center rounded-xl bg-indigo-100 font-bold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200 ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
