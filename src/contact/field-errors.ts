import { CONTACT_FIELD_NAMES, type ContactField } from "../config/contact-form";

/** What can be wrong with a field of the contact form (the browser's constraint validation). */
export type FieldProblem = "missing" | "invalid";
export type FieldErrors = Partial<Record<ContactField, FieldProblem>>;

/** A field's problem as the browser sees it: empty while required, or not an e-mail address. */
export function problemOf(control: { validity: ValidityState }): FieldProblem | undefined {
  if (control.validity.valueMissing) return "missing";
  if (!control.validity.valid) return "invalid";
  return undefined;
}

/** Every field's problem, in the form's order (the first is the one to focus). */
export function formErrors(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
    const problem = problemOf(control);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The locale key of a problem's message: `contact.form.errors.emailInvalid`. */
export const errorMessageKey = (field: ContactField, problem: FieldProblem) =>
  `contact.form.errors.${field}${problem === "missing" ? "Missing" : "Invalid"}` as const;
