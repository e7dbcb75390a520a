import type { ContactField } from "../config/contact-form";
import { CONTACT_FIELD_NAMES } from "../config/contact-form";
import { contactFieldId } from "../contact/contact-fields";
import { contactDraft } from "../visitor-state/contact-draft";
import { whenShownAgain } from "../visitor-state/shown-again";

type FieldControl = HTMLInputElement | HTMLTextAreaElement;

/** The contact form's control of `field` on this page, if it has the form. */
const control = (field: ContactField): FieldControl | null =>
  document.getElementById(contactFieldId(field)) as FieldControl | null;

/** The field `target` is, if it is one of the contact form's. */
const fieldOf = (target: EventTarget | null): ContactField | undefined =>
  CONTACT_FIELD_NAMES.find((field) => target !== null && target === control(field));

/**
 * The message being typed lasts the visit (src/visitor-state/contact-draft.ts), before React
 * as after it and without it: at the end of every page's body, once the form is parsed, this
 * puts the draft back in its fields (React keeps what a field holds when it hydrates), and
 * keeps each keystroke. In a field the draft has nothing for, text typed while the page was
 * still loading, before this ran, is kept too; where it has something, the draft wins, as it is
 * newer than what a browser puts back in a form it restores. A page prerendered for a language switch, or restored from the back/forward cache, is
 * shown with the draft as it is then: the visitor may have typed, or sent, since.
 */
export function keepContactDraft(): void {
  const draft = contactDraft.read();
  const typed: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELD_NAMES) {
    const element = control(field);
    if (!element) continue;
    if (draft[field] !== undefined) element.value = draft[field];
    else if (element.value) typed[field] = element.value;
  }
  if (Object.keys(typed).length > 0) contactDraft.write({ ...draft, ...typed });

  document.addEventListener(
    "input",
    (event) => {
      const field = fieldOf(event.target);
      if (field) contactDraft.write({ ...contactDraft.read(), [field]: control(field)!.value });
    },
    true,
  );
  whenShownAgain(() => {
    const shown = contactDraft.read();
    for (const field of CONTACT_FIELD_NAMES) {
      const element = control(field);
      if (element) element.value = shown[field] ?? "";
    }
  });
}
