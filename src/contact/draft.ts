import type { ContactField } from "../config/contact-form";
import { fieldValues } from "./contact-fields";

// What the visitor has typed, for the lifetime of the visit's JavaScript: a language switch
// renders the other language's form afresh, with the same text in it.
let draft: Partial<Record<ContactField, string>> = {};

/** The text last typed in a field, to start the field with. */
export const draftValue = (field: ContactField): string => draft[field] ?? "";

/** Keeps what the form's fields hold now (typed before hydration too). */
export function rememberDraft(form: HTMLFormElement): void {
  draft = fieldValues(form);
}

/** After a successful send: nothing left to keep. */
export function forgetDraft(): void {
  draft = {};
}
