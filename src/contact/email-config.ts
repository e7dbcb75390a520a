/** The build-time variables that hold the EmailJS settings (see .env.example). */
export const EMAIL_CONFIG_VARIABLES = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
} as const;

export type EmailConfigKey = keyof typeof EMAIL_CONFIG_VARIABLES;
export type EmailConfig = Record<EmailConfigKey, string>;
/** The settings as the build left them: any of them may be missing or empty. */
export type UncheckedEmailConfig = Partial<Record<EmailConfigKey, unknown>>;
export type Environment = Readonly<Record<string, string | undefined>>;

/** A setting is usable only as a string with something in it. */
export const isFilled = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The settings inlined in the page at build time. */
export function readEmailConfig(): UncheckedEmailConfig {
  // Each variable is written out in full: Gatsby replaces `process.env.GATSBY_…` expressions
  // with their build-time value, and leaves no `process.env` object to look names up in.
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID,
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  };
}

/** Names of the variables that are missing or empty in `env`. */
export function missingEmailConfig(env: Environment): string[] {
  return Object.values(EMAIL_CONFIG_VARIABLES).filter((name) => !isFilled(env[name]));
}

/** The build warning for an incomplete configuration, or undefined when all is set. */
export function emailConfigWarning(env: Environment): string | undefined {
  const missing = missingEmailConfig(env);
  if (missing.length === 0) return undefined;
  return (
    `EmailJS is not configured (${missing.join(", ")} missing or empty): the contact form ` +
    `will render, but every send will fail and offer the mailto link instead. ` +
    `Set these variables in the build environment or in .env.production (see .env.example).`
  );
}
