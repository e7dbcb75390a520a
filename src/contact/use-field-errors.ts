import { useState, type FormEvent } from "react";
import type { ContactField } from "../config/contact-form";
import { formErrors, problemOf, type FieldErrors } from "./field-errors";

/**
 * The contact form's own validation messages, in the page's language (the browser's bubbles
 * speak the browser's language, and vanish): `check` runs on submit, shows every problem and
 * focuses the first field at fault; a field's message goes as soon as it is corrected.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (form: HTMLFormElement): boolean => {
    const found = formErrors(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) (form.elements.namedItem(first) as HTMLElement).focus();
    return !first;
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement | HTMLTextAreaElement;
    const name = control.name as ContactField;
    if (!errors[name]) return;
    setErrors((current) => ({ ...current, [name]: problemOf(control) }));
  };

  return { errors, check, onInput };
}
