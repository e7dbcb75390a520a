import { useTranslation } from "../../i18n/use-translation";
import type { TemplateParams } from "../../contact/send-email";

interface WriteDirectlyProps {
  ownerEmail: string;
  unsent: TemplateParams | undefined;
}

/** The owner's address, for a message the form could not deliver: prefilled with it. */
export function WriteDirectly({ ownerEmail, unsent }: WriteDirectlyProps) {
  const { t } = useTranslation();
  const mailto = unsent
    ? `mailto:${ownerEmail}?subject=${encodeURIComponent(
        t("contact.subject", { name: unsent.from_name }),
      )}&body=${encodeURIComponent(unsent.message)}`
    : `mailto:${ownerEmail}`;
  return (
    <span className="text-slate-700 dark:text-slate-300">
      {t("contact.form.errorMailto")}{" "}
      <a
        href={mailto}
        dir="ltr"
        className="break-words underline hover:text-indigo-700 dark:hover:text-indigo-300"
      >
        {ownerEmail}
      </a>
      .
    </span>
  );
}
