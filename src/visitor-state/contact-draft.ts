import type { ContactField } from "../config/contact-form";
import { sessionValue } from "./session-value";

/** What the visitor has typed in the contact form, by field. */
export type ContactDraft = Partial<Record<ContactField, string>>;

/**
 * The message being typed, for the visit: written as the visitor types
 * (src/before-react/contact-draft.ts, before React as after it), put back in the form of every
 * page that has it, shown by React (the characters left), and forgotten once sent.
 */
export const contactDraft = sessionValue<ContactDraft>("contact-draft", {});

/** After a successful send: nothing left to keep. */
export const forgetContactDraft = (): void => contactDraft.write({});
