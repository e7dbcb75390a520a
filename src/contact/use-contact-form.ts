import { useRef, useState, type FormEvent } from "react";
import { fieldValues } from "./contact-fields";
import { forgetDraft } from "./draft";
import { readEmailConfig } from "./email-config";
import { sendEmail, type TemplateParams } from "./send-email";

export type SendState = "idle" | "sending" | "sent" | "failed";

const templateParamsOf = (form: HTMLFormElement): TemplateParams => {
  const { name, email, message } = fieldValues(form);
  return { from_name: name, reply_to: email, message };
};

/**
 * The contact form's behaviour. The fields are left to the browser (uncontrolled) and read on
 * submit, so text typed before hydration is sent too, and a failure cannot lose it: only a
 * success resets the form. The last unsent message is kept for the mailto fallback.
 */
export function useContactForm() {
  const [state, setState] = useState<SendState>("idle");
  const [unsent, setUnsent] = useState<TemplateParams | undefined>(undefined);
  // A second click can land before React re-renders the disabled button: a ref sees it at once.
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const params = templateParamsOf(form);
    setState("sending");
    const outcome = await sendEmail(readEmailConfig(), params);
    inFlight.current = false;
    if (outcome.ok) {
      form.reset();
      forgetDraft();
      setUnsent(undefined);
      setState("sent");
    } else {
      // The visitor sees the generic message; the owner finds the cause here.
      console.warn(`Contact form not sent: ${outcome.reason}`);
      setUnsent(params);
      setState("failed");
    }
  };

  return { state, unsent, onSubmit };
}
