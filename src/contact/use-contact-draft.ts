import { useSyncExternalStore } from "react";
import { subscribeStoredAndShownAgain } from "../prerender/stored-and-shown";
import { readStored } from "../storage/stored-value";
import { contactDraft, type ContactDraft } from "./contact-draft";

const subscribe = (onChange: () => void) => subscribeStoredAndShownAgain(contactDraft, onChange);
const read = () => readStored(contactDraft);

/** Nothing typed: what the server renders, and hydration with it. */
const NOTHING_TYPED: ContactDraft = {};

/**
 * What the visitor has typed in the contact form, as it lasts the visit
 * (contact-draft.ts): re-rendered whenever it changes, whoever changed it
 * (a keystroke, a page shown from a prerender).
 */
export const useContactDraft = (): ContactDraft =>
  useSyncExternalStore(subscribe, read, () => NOTHING_TYPED);
