import { CONTACT_FIELDS, type ContactField } from "../config/constants";

/** The contact form's fields by name, in the form's order. */
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[];

/** What each field of the form holds now. */
export function fieldValues(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  const values = CONTACT_FIELD_NAMES.map((name) => [name, String(data.get(name) ?? "")]);
  return Object.fromEntries(values) as Record<ContactField, string>;
}
