import { SEND_COOLDOWN_MS, SEND_COOLDOWN_STORAGE_KEY } from "../config/contact-form";
import { localValue, readStored, writeStored } from "../storage/stored-value";

/*
 * One message a minute from a browser: every request counts against the owner's EmailJS quota,
 * so a page left open must not become a way to fill their inbox. The time the last message went
 * is kept in localStorage: a reload does not lift the wait. EmailJS's own `limitRate` option is
 * not used: it counts every attempt, failed ones included ("after how many milliseconds a next
 * request is allowed", https://github.com/emailjs-com/emailjs-sdk#limitrate), so a visitor whose
 * send failed could not try again for a minute, and its refusal reads like EmailJS's own 429.
 */

/**
 * When this browser's last message went (epoch ms), kept as a number's text; anything else
 * reads as none. Where storage refuses it (disabled, or full), the wait holds for the page.
 */
const lastSent = localValue<number | undefined>(
  SEND_COOLDOWN_STORAGE_KEY,
  {
    parse(text) {
      const time = text.trim() === "" ? NaN : Number(text);
      return Number.isFinite(time) ? time : undefined;
    },
    format: String,
  },
  undefined,
);

/** How long until this browser may send again, in ms (0: now), the last message gone at `lastSent`. */
export function cooldownLeft(lastSent: number | undefined, now: number): number {
  if (lastSent === undefined) return 0;
  const elapsed = now - lastSent;
  // A clock set back would otherwise hold the form for as long as it moved.
  if (elapsed < 0) return 0;
  return Math.max(0, SEND_COOLDOWN_MS - elapsed);
}

/** When this browser's last message went, if one did (epoch ms). */
export const lastSentAt = (): number | undefined => readStored(lastSent);

/** Notes that a message went at `time`. */
export const recordSent = (time: number): void => void writeStored(lastSent, time);
