import { useTranslation } from "../../i18n/use-translation";
import type { TemplateParams } from "../../contact/send-email";
import type { SendState } from "../../contact/use-contact-form";
import { WriteDirectly } from "./write-directly";

interface SendResultProps {
  state: SendState;
  /** How many sends have ended: each result is a new paragraph, announced even if the same. */
  ended: number;
  unsent: TemplateParams | undefined;
  ownerEmail: string;
}

/**
 * The live region announcing how a send went. It stays in the page so that screen readers
 * hear what appears in it. A send that takes long says that the message may already have
 * arrived, so the visitor does not send it twice; on failure, the catalogue's message. Both
 * offer the owner's address, prefilled with the visitor's message.
 */
export function SendResult({ state, ended, unsent, ownerEmail }: SendResultProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {state === "sent" && (
        <p key={ended} className="font-medium text-emerald-700 dark:text-emerald-300">
          {t("contact.form.success")}
        </p>
      )}
      {state === "unanswered" && (
        <p className="font-medium text-amber-800 dark:text-amber-200">
          {t("contact.form.unanswered")} <WriteDirectly ownerEmail={ownerEmail} unsent={unsent} />
        </p>
      )}
      {state === "failed" && (
        <p key={ended} className="font-medium text-red-700 dark:text-red-300">
          {t("contact.form.error")} <WriteDirectly ownerEmail={ownerEmail} unsent={unsent} />
        </p>
      )}
    </div>
  );
}
