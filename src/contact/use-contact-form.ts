import { useRef, useState, type FormEvent } from "react";
import { SEND_TIMEOUT_MS } from "../config/contact-form";
import { forgetContactDraft } from "./contact-draft";
import { fieldValues } from "./contact-fields";
import { honeypotFilled } from "./honeypot";
import type { SendOutcome, TemplateParams } from "./send-email";

/** `unanswered`: still sending, past the time a send should take. */
export type SendState = "idle" | "sending" | "unanswered" | "sent" | "failed";

const templateParamsOf = (form: HTMLFormElement): TemplateParams => {
  const { name, email, message } = fieldValues(form);
  return { from_name: name, reply_to: email, message };
};

/**
 * Sends the message with the sending code, which comes with the first send (with the EmailJS
 * SDK it loads: the same chunk name, one request): a visitor who never writes does not load it.
 * The visitor's wait counts from the click: the time the code took to arrive is taken off the
 * time after which the send is reported unanswered. Like a send, it never throws: code that
 * cannot be loaded is a failure like any other.
 */
async function loadAndSend(params: TemplateParams, onUnanswered: () => void): Promise<SendOutcome> {
  const clickedAt = Date.now();
  try {
    const [{ sendEmail }, { readEmailConfig }] = await Promise.all([
      import(/* webpackChunkName: "contact-send" */ "./send-email"),
      import(/* webpackChunkName: "contact-send" */ "./email-config"),
    ]);
    const timeoutMs = Math.max(0, SEND_TIMEOUT_MS - (Date.now() - clickedAt));
    return await sendEmail(readEmailConfig(), params, { onUnanswered, timeoutMs });
  } catch (error) {
    return { ok: false, reason: `the sending code did not load (${String(error)})` };
  }
}

/**
 * The contact form's behaviour. The fields are left to the browser (uncontrolled) and read on
 * submit, so text typed before hydration is sent too, and a failure cannot lose it: only a
 * success empties the form. The message not known to have arrived is kept for the mailto
 * fallback. `ended` counts the sends that ended, so that each result is announced afresh.
 */
export function useContactForm() {
  const [state, setState] = useState<SendState>("idle");
  const [unsent, setUnsent] = useState<TemplateParams | undefined>(undefined);
  const [ended, setEnded] = useState(0);
  // One send at a time, until EmailJS answers, however late: a second one could deliver the
  // message twice. A second click can land before React re-renders the disabled button: a ref
  // sees it at once.
  const inFlight = useRef(false);

  const succeed = () => {
    forgetContactDraft();
    setUnsent(undefined);
    setState("sent");
    setEnded((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const params = templateParamsOf(form);
    if (honeypotFilled(form)) {
      // A robot: it is shown what a person would see, and learns nothing.
      console.warn("Contact form not sent: the field hidden from people was filled in.");
      succeed();
      return;
    }
    inFlight.current = true;
    setUnsent(params);
    setState("sending");
    const outcome = await loadAndSend(params, () => setState("unanswered"));
    inFlight.current = false;
    if (outcome.ok) {
      succeed();
    } else {
      // The visitor sees the generic message; the owner finds the cause here.
      console.warn(`Contact form not sent: ${outcome.reason}`);
      setState("failed");
      setEnded((count) => count + 1);
    }
  };

  return { state, ended, unsent, onSubmit };
}
