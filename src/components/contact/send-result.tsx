import { useTranslation } from "react-i18next";
import type { TemplateParams } from "../../contact/send-email";
import type { SendState } from "../../contact/use-contact-form";

interface SendResultProps {
  state: SendState;
  unsent: TemplateParams | undefined;
  ownerEmail: string;
}

/**
 * The live region announcing how a send ended. It stays in the page so that screen readers
 * hear what appears in it, and empties while sending so that a repeated failure is heard again.
 * On failure it offers the owner's address, prefilled with the visitor's unsent message.
 */
export function SendResult({ state, unsent, ownerEmail }: SendResultProps) {
  const { t } = useTranslation();
  const mailto = unsent
    ? `mailto:${ownerEmail}?subject=${encodeURIComponent(
        t("contact.subject", { name: unsent.from_name }),
      )}&body=${encodeURIComponent(unsent.message)}`
    : `mailto:${ownerEmail}`;
  return (
    <div role="status" aria-live="polite">
      {state === "sent" && (
        <p className="font-medium text-emerald-700 dark:text-emerald-300">
          {t("contact.form.success")}
        </p>
      )}
      {state === "failed" && (
        <p className="font-medium text-red-700 dark:text-red-300">
          {t("contact.form.error")}{" "}
          <span className="text-slate-700 dark:text-slate-300">
            {t("contact.form.errorMailto")}{" "}
            <a
              href={mailto}
              className="break-words underline hover:text-indigo-700 dark:hover:text-indigo-300"
            >
              {ownerEmail}
            </a>
            .
          </span>
        </p>
      )}
    </div>
  );
}
