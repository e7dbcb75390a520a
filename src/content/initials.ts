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

/** The organisation named in an experience title: "Senior engineer, Northwind Bank" -> "Northwind Bank". */
export const organisationOfTitle = (title: string): string => title.split(",").pop()!.trim();

/** The school named in a timeline location: "Lycée Henri-IV, Paris" -> "Lycée Henri-IV". */
export const organisationOfPlace = (place: string): string => place.split(",")[0]!.trim();
