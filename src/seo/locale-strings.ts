/**
 * Reads a UI string from the page query's locale data. The Head API runs outside the
 * i18next provider (useTranslation would return raw keys there), so Head reads strings here.
 */
export function localeString(
  locales: { readonly edges: readonly { readonly node: { readonly data: string | null } }[] },
  key: string,
  values: Record<string, string> = {},
): string {
  const data = JSON.parse(locales.edges[0]?.node.data ?? "{}") as Record<string, unknown>;
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      data,
    );
  if (typeof value !== "string") throw new Error(`Missing UI string "${key}"`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
