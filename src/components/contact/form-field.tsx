import { useTranslation } from "../../i18n/use-translation";
import { CONTACT_FIELDS, MESSAGE_ROWS, type ContactField } from "../../config/contact-form";
import { charactersLeft, contactFieldId } from "../../contact/contact-fields";
import { errorMessageKey, type FieldProblem } from "../../contact/field-errors";
import { CharactersLeft } from "./characters-left";

interface FormFieldProps {
  name: ContactField;
  type?: "text" | "email";
  autoComplete?: string;
  multiline?: boolean;
  problem?: FieldProblem;
  /** How many characters the field holds (unknown until hydrated, or while nothing is typed). */
  length?: number;
}

const controlClass =
  "mt-2 block w-full rounded-lg border border-slate-500 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-600 aria-[invalid=true]:border-red-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400";

/**
 * A required field with its visible label and placeholder, both from the locale strings, its
 * length limit and, near it, the characters left; and its validation message: tied to the
 * field (aria-describedby) and spoken when it appears (a live region that is always in the
 * page, so screen readers hear what is put into it).
 */
export function FormField({
  name,
  type = "text",
  autoComplete,
  multiline = false,
  problem,
  length,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = contactFieldId(name);
  const errorId = `${id}-error`;
  const countId = `${id}-left`;
  const left = length === undefined ? undefined : charactersLeft(name, length);
  const describedBy = [problem && errorId, left !== undefined && countId].filter(Boolean);
  const shared = {
    id,
    name,
    required: true,
    maxLength: CONTACT_FIELDS[name].maxLength,
    placeholder: t(`contact.form.${name}Placeholder`),
    className: controlClass,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {t(`contact.form.${name}`)}
      </label>
      {multiline ? (
        <textarea rows={MESSAGE_ROWS} {...shared} />
      ) : (
        // An address reads left to right on a right-to-left page too.
        <input
          type={type}
          autoComplete={autoComplete}
          dir={type === "email" ? "ltr" : undefined}
          {...shared}
        />
      )}
      <CharactersLeft id={countId} left={left} />
      <p
        id={errorId}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300 mt-1"
      >
        {problem ? t(errorMessageKey(name, problem)) : ""}
      </p>
    </div>
  );
}
