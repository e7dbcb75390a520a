import { sessionValue } from "./session-value";

/**
 * The choices the visitor made on the page's controls, by key (the chosen tab: `tabs:showcase`),
 * for the visit: the other language's page, a page left and come back to, start with them.
 */
export const keptChoices = sessionValue<Record<string, unknown>>("kept-choices", {});

/** Keeps `value` as the choice under `key`, and tells whoever shows it. */
export function keepChoice(key: string, value: unknown): void {
  keptChoices.write({ ...keptChoices.read(), [key]: value });
}
