import { useTranslation } from "react-i18next";
import { MESSAGE_ROWS } from "../../config/constants";
import { draftValue } from "../../contact/draft";
import type { ContactField } from "../../contact/use-contact-form";

interface FormFieldProps {
  name: ContactField;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
}

const controlClass =
  "mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

/** A required field with its visible label and placeholder, both from the locale strings. */
export function FormField({
  name,
  type = "text",
  autoComplete,
  multiline = false,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = `contact-${name}`;
  const shared = {
    id,
    name,
    required: true,
    // The text typed before a language switch (empty on the server).
    defaultValue: draftValue(name),
    placeholder: t(`contact.form.${name}Placeholder`),
    className: controlClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t(`contact.form.${name}`)}
      </label>
      {multiline ? (
        <textarea rows={MESSAGE_ROWS} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
    </div>
  );
}
