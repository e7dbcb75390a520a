import { SEND_COOLDOWN_MS, SEND_TIMEOUT_MS } from "../config/contact-form";
import {
  EMAIL_CONFIG_VARIABLES,
  isFilled,
  type EmailConfig,
  type EmailConfigKey,
  type UncheckedEmailConfig,
} from "./email-config";
import { cooldownLeft, lastSentAt, recordSent } from "./send-cooldown";
import { describeSendFailure } from "./send-failure";

/** What the EmailJS template receives: the visitor's name, address and text, under these names. */
export interface TemplateParams {
  from_name: string;
  reply_to: string;
  message: string;
}

/** A send never throws: it succeeds, or fails with a plain reason meant for the console. */
export type SendOutcome = { ok: true } | { ok: false; reason: string };

export interface SendOptions {
  /** Called once if EmailJS has not answered after `timeoutMs`; the send goes on until it does. */
  onUnanswered?: () => void;
  timeoutMs?: number;
}

/**
 * Sends the contact message through EmailJS. The SDK is loaded here, on the first send, so the
 * page pays nothing for it on load. The settings and params are checked first (they come from
 * the build and from the page, not from the type checker), then the wait between two messages
 * from this browser. The SDK's request cannot be cancelled, so a send is never abandoned: one
 * that takes long is reported (`onUnanswered`), and the outcome waits for EmailJS's answer,
 * since the message may still arrive and a second send would deliver it twice.
 */
export async function sendEmail(
  config: UncheckedEmailConfig,
  templateParams: unknown,
  { onUnanswered, timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<SendOutcome> {
  const checked = checkConfig(config);
  if (typeof checked === "string") return { ok: false, reason: checked };
  if (!isPlainObject(templateParams)) {
    return { ok: false, reason: "The EmailJS template params must be an object." };
  }
  const wait = cooldownLeft(lastSentAt(), Date.now());
  if (wait > 0) {
    return {
      ok: false,
      reason:
        `A message left this browser less than ${SEND_COOLDOWN_MS / 1000} s ago: ` +
        `the next may leave in ${Math.ceil(wait / 1000)} s.`,
    };
  }
  const timer = onUnanswered && setTimeout(onUnanswered, timeoutMs);
  try {
    const emailjs = await import(/* webpackChunkName: "contact-send" */ "@emailjs/browser");
    await emailjs.send(checked.serviceId, checked.templateId, templateParams, {
      publicKey: checked.publicKey,
    });
    recordSent(Date.now());
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describeSendFailure(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The settings when all are non-empty strings, else the reason naming the faulty variables. */
function checkConfig(config: UncheckedEmailConfig): EmailConfig | string {
  const { publicKey, serviceId, templateId } = config;
  if (isFilled(publicKey) && isFilled(serviceId) && isFilled(templateId)) {
    return { publicKey, serviceId, templateId };
  }
  const faulty = Object.entries(EMAIL_CONFIG_VARIABLES)
    .filter(([key]) => !isFilled(config[key as EmailConfigKey]))
    .map(([, variable]) => variable);
  return `EmailJS is not configured: ${faulty.join(", ")} must be non-empty strings.`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === "[object Object]";
