/** How a YAML or JSON value is named in problem lines, in words an editor knows. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  // js-yaml reads an unquoted 2021-05-01 as a date.
  if (value instanceof Date) return "a date";
  if (isRecord(value)) return "an object";
  return typeof value === "string" ? "text" : typeof value;
}
