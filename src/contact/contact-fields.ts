import {
  CHARACTERS_LEFT_SHOWN_AT,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactField,
} from "../config/contact-form";

/** What the `id` of each field's control starts with (the draft is put back in them by id: contact-draft.ts). */
export const CONTACT_FIELD_ID_PREFIX = "contact-";

/** The `id` of a field's control: `contact-name`. */
export const contactFieldId = (field: ContactField): string => `${CONTACT_FIELD_ID_PREFIX}${field}`;

/** How many more characters a field holding `length` takes, once it nears its limit. */
export function charactersLeft(field: ContactField, length: number): number | undefined {
  const { maxLength } = CONTACT_FIELDS[field];
  return length >= maxLength * CHARACTERS_LEFT_SHOWN_AT
    ? Math.max(0, maxLength - length)
    : undefined;
}

/** What each field of the form holds now. */
export function fieldValues(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  const values = CONTACT_FIELD_NAMES.map((name) => [name, String(data.get(name) ?? "")]);
  return Object.fromEntries(values) as Record<ContactField, string>;
}
