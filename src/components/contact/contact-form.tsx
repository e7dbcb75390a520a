import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { rememberDraft } from "../../contact/draft";
import { useContactForm } from "../../contact/use-contact-form";
import { useFieldErrors } from "../../contact/use-field-errors";
import { useHydrated } from "../../hooks/use-hydrated";
import { FormField } from "./form-field";
import { SendResult } from "./send-result";

/** The message form: three required fields, the send button and the announced result. */
export function ContactForm({ ownerEmail }: { ownerEmail: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { state, unsent, onSubmit } = useContactForm();
  const { errors, check, onInput } = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  // Text typed before hydration is in the fields already: keep it from the start.
  useEffect(() => rememberDraft(formRef.current!), []);
  // Once hydrated, the form says what is wrong itself, in the page's language, not the
  // browser's: set at once, before a send tapped earlier is replayed.
  useLayoutEffect(() => {
    formRef.current!.noValidate = true;
  }, []);
  const sending = state === "sending";
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
      onChange={(event) => rememberDraft(event.currentTarget)}
      {...noScriptFallback}
      className="space-y-5"
    >
      <FormField name="name" autoComplete="name" problem={errors.name} />
      <FormField name="email" type="email" autoComplete="email" problem={errors.email} />
      <FormField name="message" multiline problem={errors.message} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-indigo-700 px-6 py-3 font-semibold text-white shadow hover:bg-indigo-800 disabled:cursor-wait disabled:bg-indigo-800"
      >
        {sending ? t("contact.form.sending") : t("contact.form.send")}
      </button>
      <SendResult state={state} unsent={unsent} ownerEmail={ownerEmail} />
    </form>
  );
}
