import { CONTACT_FIELD_NAMES, type ContactField } from "../config/contact-form";
import {
  clearStored,
  isRecord,
  jsonFormat,
  readStored,
  sessionValue,
} from "../storage/stored-value";
import { contactFieldId } from "./contact-fields";

/** What the visitor has typed in the contact form, by field. */
export type ContactDraft = Partial<Record<ContactField, string>>;

/** The draft in `data`: the form's fields that hold text; anything else is left out. */
function draftOf(data: unknown): ContactDraft | undefined {
  if (!isRecord(data)) return undefined;
  const draft: ContactDraft = {};
  for (const field of CONTACT_FIELD_NAMES) {
    const text = data[field];
    if (typeof text === "string") draft[field] = text;
  }
  return draft;
}

/**
 * The message being typed, for the visit: written as the visitor types (keep-contact-draft.ts,
 * before React as after it), put back in the form of every page that has it, shown by React
 * (the characters left), and forgotten once sent.
 */
export const contactDraft = sessionValue<ContactDraft>("contact-draft", jsonFormat(draftOf), {});

type FieldControl = HTMLInputElement | HTMLTextAreaElement;

/** The contact form's control of `field` on this page, if it has the form. */
export const fieldControl = (field: ContactField): FieldControl | null =>
  document.getElementById(contactFieldId(field)) as FieldControl | null;

/**
 * Puts the draft in the form's fields, if the page has the form: the one place that writes
 * what a field holds. Called before React (the draft put back, a page shown again), when React
 * renders the form afresh, and once a send has emptied the draft.
 */
export function showDraft(draft: ContactDraft = readStored(contactDraft)): void {
  for (const field of CONTACT_FIELD_NAMES) {
    const control = fieldControl(field);
    if (control) control.value = draft[field] ?? "";
  }
}

/** After a successful send: nothing left to keep, and the form empty. */
export function forgetContactDraft(): void {
  clearStored(contactDraft);
  showDraft({});
}
