import { useTranslation } from "../../i18n/use-translation";
import { HONEYPOT_FIELD } from "../../config/contact-form";

// React 18 knows no `inert` prop; it writes the attribute as given.
const inert = { inert: "" };

/**
 * A field robots fill in and people never meet: off screen, out of the accessibility tree, inert
 * (neither focusable nor clickable) and out of the tab order where `inert` is unknown. Its
 * label tells anyone who reaches it anyway to leave it empty.
 */
export function Honeypot() {
  const { t } = useTranslation();
  const id = `contact-${HONEYPOT_FIELD}`;
  return (
    <div
      aria-hidden="true"
      {...inert}
      className="absolute -start-[9999px] h-px w-px overflow-hidden"
    >
      <label htmlFor={id}>{t("contact.form.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
