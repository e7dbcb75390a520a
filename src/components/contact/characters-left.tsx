import { useTranslation } from "../../i18n/use-translation";
import { CHARACTERS_LEFT_SPOKEN_AFTER_MS } from "../../config/contact-form";
import { useSettledValue } from "../../hooks/use-settled-value";

interface CharactersLeftProps {
  /** The visible count's id, for the field's aria-describedby. */
  id: string;
  /** Characters the field still takes; undefined while it is far from its limit. */
  left: number | undefined;
}

/**
 * How many characters a field still takes, near its limit. Shown as the visitor types; spoken
 * politely once they pause, so a screen reader does not read a count after every key. The
 * visible count is left out of the accessibility tree (the spoken one says it), and describes
 * the field, so that it is read when the field is reached.
 */
export function CharactersLeft({ id, left }: CharactersLeftProps) {
  const { t } = useTranslation();
  const text = left === undefined ? "" : t("contact.form.charactersLeft", { count: left });
  const spoken = useSettledValue(text, CHARACTERS_LEFT_SPOKEN_AFTER_MS);
  return (
    <>
      <p
        id={id}
        aria-hidden="true"
        className="mt-1 text-sm text-slate-700 empty:hidden dark:text-slate-300"
      >
        {text}
      </p>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </>
  );
}
