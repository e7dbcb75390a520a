import { SEND_TIMEOUT_MS } from "../config/constants";
import {
  EMAIL_CONFIG_VARIABLES,
  isFilled,
  type EmailConfig,
  type EmailConfigKey,
  type UncheckedEmailConfig,
} from "./email-config";
import { describeSendFailure } from "./send-failure";

/** What the EmailJS template receives: the visitor's name, address and text, under these names. */
export interface TemplateParams {
  from_name: string;
  reply_to: string;
  message: string;
}

/** A send never throws: it succeeds, or fails with a plain reason meant for the console. */
export type SendOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Sends the contact message through EmailJS. The SDK is loaded here, on the first send, so the
 * page pays nothing for it on load. The settings and params are checked first (they come from
 * the build and from the page, not from the type checker), and the whole send is bounded in time.
 */
export async function sendEmail(
  config: UncheckedEmailConfig,
  templateParams: unknown,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  const checked = checkConfig(config);
  if (typeof checked === "string") return { ok: false, reason: checked };
  if (!isPlainObject(templateParams)) {
    return { ok: false, reason: "The EmailJS template params must be an object." };
  }
  try {
    const send = async () => {
      const emailjs = await import("@emailjs/browser");
      await emailjs.send(checked.serviceId, checked.templateId, templateParams, {
        publicKey: checked.publicKey,
      });
    };
    await withTimeout(send(), timeoutMs);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describeSendFailure(error) };
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

/** The SDK's request cannot be aborted, so a send that hangs is abandoned instead. */
function withTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`EmailJS did not answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
