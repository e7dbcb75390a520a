import {
  isRecord,
  jsonFormat,
  readStored,
  sessionValue,
  writeStored,
} from "../storage/stored-value";

/** The choices the visitor made on the page's controls, by key: `{ "tabs:showcase": "stack" }`. */
export type KeptChoices = Record<string, string>;

/** The choices in `data`: the entries whose value is a name; anything else is left out. */
function choicesOf(data: unknown): KeptChoices | undefined {
  if (!isRecord(data)) return undefined;
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The choices the visitor made on the page's controls (the chosen tab), for the visit: the
 * page in another language, a page left and come back to, start with them. A choice is read
 * back only as one of its control's options (use-kept-state.ts): a tab renamed in a later
 * deploy reads as the control's first option.
 */
export const keptChoices = sessionValue<KeptChoices>("kept-choices", jsonFormat(choicesOf), {});

/** The choice kept under `key`, if it is one of `options`. */
export function keptChoice<T extends string>(key: string, options: readonly T[]): T | undefined {
  const choice = readStored(keptChoices)[key];
  return options.find((option) => option === choice);
}

/** Keeps `value` as the choice under `key`, and tells whoever shows it. */
export function keepChoice(key: string, value: string): void {
  writeStored(keptChoices, { ...readStored(keptChoices), [key]: value });
}
