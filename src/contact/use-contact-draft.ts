import { useSyncExternalStore } from "react";
import { contactDraft, type ContactDraft } from "./contact-draft";

/** Nothing typed: what the server renders, and hydration with it. */
const NOTHING_TYPED: ContactDraft = {};

/**
 * What the visitor has typed in the contact form, as it lasts the visit
 * (contact-draft.ts): re-rendered whenever it changes, whoever changed it
 * (a keystroke, a page shown from a prerender).
 */
export const useContactDraft = (): ContactDraft =>
  useSyncExternalStore(contactDraft.subscribe, contactDraft.read, () => NOTHING_TYPED);
