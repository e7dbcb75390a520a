/** "Camille Laurent" -> "CL", "Lycée Henri-IV" -> "LH": up to two initials, upper case. */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();

/**
 * The company of an experience: its `organization` when the content names it, else the end
 * of its title ("Senior engineer, Northwind Bank" -> "Northwind Bank").
 */
export const experienceOrganization = (entry: {
  organization: string | null;
  title: string;
}): string => entry.organization ?? entry.title.split(",").pop()!.trim();

/**
 * The school of a timeline step: its `organization` when the content names it, else the
 * start of its location ("Lycée Henri-IV, Paris" -> "Lycée Henri-IV"), else its title.
 */
export const schoolOrganization = (step: {
  organization: string | null;
  location: string | null;
  title: string;
}): string => step.organization ?? (step.location ?? step.title).split(",")[0]!.trim();
