/**
 * Constants of the contact form, in one place. Apart from src/config/constants.ts because the
 * page's first-load code imports that module whole: these travel with the form's code only.
 */

/** The contact form's fields by name, in the form's order. */
export const CONTACT_FIELD_NAMES = ["name", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELD_NAMES)[number];

/**
 * The most characters each field takes (the `maxlength` of its control): a name, an e-mail
 * address (254, the longest a mail server accepts:
 * https://www.rfc-editor.org/rfc/rfc5321#section-4.5.3.1.3 allows a path of 256 characters,
 * angle brackets included) and a message as long as a cover letter.
 */
export const CONTACT_FIELDS = {
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  message: { maxLength: 5_000 },
} as const satisfies Record<ContactField, { maxLength: number }>;
export const MESSAGE_ROWS = 4;

// Characters left
/** A field shows how many characters it has left once it holds this fraction of its limit. */
export const CHARACTERS_LEFT_SHOWN_AT = 0.9;
/**
 * The count is spoken once the visitor has paused typing this long, not after every key
 * (as GOV.UK's character count: https://design-system.service.gov.uk/components/character-count/).
 */
export const CHARACTERS_LEFT_SPOKEN_AFTER_MS = 1_000;

// Sending
/**
 * A send still unanswered after this long is reported: the message may yet arrive, so the form
 * stays blocked until EmailJS answers, and the visitor may write directly instead.
 */
export const SEND_TIMEOUT_MS = 15_000;
/** After a message has gone, the same browser may send the next one this much later. */
export const SEND_COOLDOWN_MS = 60_000;
/** Where the browser keeps the time its last message went (localStorage), so a reload keeps the wait. */
export const SEND_COOLDOWN_STORAGE_KEY = "contact-last-sent";

// Robots
/** The honeypot: a field hidden from people that robots fill in. A send with it filled goes nowhere. */
export const HONEYPOT_FIELD = "website";
