import type { ContactField } from "../config/contact-form";
import { fieldValues } from "./contact-fields";

// What the visitor has typed, for the lifetime of the page's JavaScript: the form starts with
// it when it renders afresh (back on the home page from a case study), and a language switch
// carries it to the other language's page (src/language-switch/).
let draft: Partial<Record<ContactField, string>> = {};

/** The text last typed in a field, to start the field with. */
export const draftValue = (field: ContactField): string => draft[field] ?? "";

/** What the visitor has typed so far, field by field. */
export const currentDraft = (): Partial<Record<ContactField, string>> => ({ ...draft });

/** Keeps what the form's fields hold now (typed before hydration too). */
export function rememberDraft(form: HTMLFormElement): void {
  draft = fieldValues(form);
}

/** Takes the text a language switch brought (the arrival script has put it in the fields). */
export function restoreDraft(fields: Partial<Record<ContactField, string>>): void {
  draft = { ...fields };
}

/** After a successful send: nothing left to keep. */
export function forgetDraft(): void {
  draft = {};
}
