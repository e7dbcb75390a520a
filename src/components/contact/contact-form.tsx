import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { showDraft } from "../../contact/contact-draft";
import { useContactDraft } from "../../contact/use-contact-draft";
import { useContactForm } from "../../contact/use-contact-form";
import { useFieldErrors } from "../../contact/use-field-errors";
import { useHydrated } from "../../hooks/use-hydrated";
import { FormField } from "./form-field";
import { Honeypot } from "./honeypot";
import { SendResult } from "./send-result";

/**
 * The message form: three required fields, a trap for robots, the send button and the
 * announced result.
 */
export function ContactForm({ ownerEmail }: { ownerEmail: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { state, ended, unsent, onSubmit } = useContactForm();
  const { errors, check, onInput } = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  // What the fields hold, as it lasts the visit (typed before hydration, on another page, in
  // another language): how many characters each has left.
  const draft = useContactDraft();
  // Once hydrated, the form says what is wrong itself, in the page's language, not the
  // browser's: set at once, before a send tapped earlier is replayed. A form rendered afresh
  // (the development server's first render, after the code before React ran) gets the draft
  // here; a hydrated one has it already.
  useLayoutEffect(() => {
    formRef.current!.noValidate = true;
    showDraft();
  }, []);
  // Until EmailJS answers, even past the time a send should take.
  const sending = state === "sending" || state === "unanswered";
  // Without JavaScript, the browser hands the message to the visitor's mail client instead.
  const noScriptFallback = hydrated
    ? {}
    : { action: `mailto:${ownerEmail}`, method: "post", encType: "text/plain" };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        if (check(event.currentTarget)) void onSubmit(event);
        else event.preventDefault();
      }}
      onInput={onInput}
      {...noScriptFallback}
      className="space-y-5"
    >
      <FormField
        name="name"
        autoComplete="name"
        problem={errors.name}
        length={draft.name?.length}
      />
      <FormField
        name="email"
        type="email"
        autoComplete="email"
        problem={errors.email}
        length={draft.email?.length}
      />
      <FormField name="message" multiline problem={errors.message} length={draft.message?.length} />
      {/* Only the script sends, so only the script's form has the trap (none in a mailto body). */}
      {hydrated && <Honeypot />}
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-indigo-700 px-6 py-3 font-semibold text-white shadow hover:bg-indigo-800 disabled:cursor-wait disabled:bg-indigo-800"
      >
        {sending ? t("contact.form.sending") : t("contact.form.send")}
      </button>
      <SendResult state={state} ended={ended} unsent={unsent} ownerEmail={ownerEmail} />
    </form>
  );
}
