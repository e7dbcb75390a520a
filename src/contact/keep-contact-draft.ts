import { readStored, writeStored } from "../storage/stored-value";
import type { ContactField } from "../config/contact-form";
import { CONTACT_FIELD_NAMES } from "../config/contact-form";
import { whenShownAgain } from "../prerender/page-shown";
import { followWhilePrerendered } from "../prerender/visit-changes";
import { contactDraft, fieldControl, showDraft } from "./contact-draft";

/** The field `target` is, if it is one of the contact form's. */
const fieldOf = (target: EventTarget | null): ContactField | undefined =>
  CONTACT_FIELD_NAMES.find((field) => target !== null && target === fieldControl(field));

/**
 * The message being typed lasts the visit (contact-draft.ts), before React as after it and
 * without it: at the end of every page's body, once the form is parsed, this puts the draft
 * back in its fields (React keeps what a field holds when it hydrates), and keeps each
 * keystroke. In a field the draft has nothing for, text typed while the page was still
 * loading, before this ran, is kept too; where it has something, the draft wins, as it is
 * newer than what a browser puts back in a form it restores. A page prerendered for a language
 * switch follows, in the background, what the visitor types on the page they read; it and a
 * page restored from the back/forward cache are shown with the draft as it is then: the
 * visitor may have typed, or sent, since.
 */
export function keepContactDraft(): void {
  const draft = readStored(contactDraft);
  const typed: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELD_NAMES) {
    const value = fieldControl(field)?.value;
    if (draft[field] === undefined && value) typed[field] = value;
  }
  const kept = { ...draft, ...typed };
  if (Object.keys(typed).length > 0) writeStored(contactDraft, kept);
  showDraft(kept);

  document.addEventListener(
    "input",
    (event) => {
      const field = fieldOf(event.target);
      if (field)
        writeStored(contactDraft, {
          ...readStored(contactDraft),
          [field]: fieldControl(field)!.value,
        });
    },
    true,
  );
  followWhilePrerendered(contactDraft, () => showDraft());
  whenShownAgain(() => showDraft());
}
