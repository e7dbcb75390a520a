import { HONEYPOT_FIELD } from "../config/contact-form";

/** Whether the field only robots see holds something: then nothing is sent. */
export const honeypotFilled = (form: HTMLFormElement): boolean =>
  String(new FormData(form).get(HONEYPOT_FIELD) ?? "") !== "";
