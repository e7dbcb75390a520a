import i18next from "i18next";
import en from "../../locales/en/translation.json";
import fr from "../../locales/fr/translation.json";
import {
  CHARACTERS_LEFT_SHOWN_AT,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
} from "../../src/config/contact-form";
import { charactersLeft, fieldValues } from "../../src/contact/contact-fields";

describe("the contact fields", () => {
  it("are name, e-mail and message, in the form's order", () => {
    expect(CONTACT_FIELD_NAMES).toEqual(["name", "email", "message"]);
    // Each with its limit, and no limit for a field the form does not have.
    expect(Object.keys(CONTACT_FIELDS).sort()).toEqual([...CONTACT_FIELD_NAMES].sort());
  });

  it("are read from the form, the honeypot left out", () => {
    document.body.innerHTML = `<form>
      <input name="name" value="Zoë"><input name="email" value="zoe@example.org">
      <textarea name="message">Bonjour</textarea><input name="${HONEYPOT_FIELD}" value="x">
    </form>`;
    const form = document.querySelector("form")!;
    expect(fieldValues(form)).toEqual({
      name: "Zoë",
      email: "zoe@example.org",
      message: "Bonjour",
    });
  });
});

describe("charactersLeft", () => {
  it.each(CONTACT_FIELD_NAMES)("%s: nothing far from the limit, then what is left", (field) => {
    const { maxLength } = CONTACT_FIELDS[field];
    const near = Math.ceil(maxLength * CHARACTERS_LEFT_SHOWN_AT);
    expect(charactersLeft(field, 0)).toBeUndefined();
    expect(charactersLeft(field, near - 1)).toBeUndefined();
    expect(charactersLeft(field, near)).toBe(maxLength - near);
    expect(charactersLeft(field, maxLength - 1)).toBe(1);
    expect(charactersLeft(field, maxLength)).toBe(0);
  });

  it("counts the name's last ten characters", () => {
    expect(CONTACT_FIELDS.name.maxLength).toBe(100);
    expect(charactersLeft("name", 89)).toBeUndefined();
    expect(charactersLeft("name", 90)).toBe(10);
  });
});

describe("the characters-left text, as i18next picks its plural form", () => {
  const t = (language: "fr" | "en", count: number) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      resources: { fr: { translation: fr }, en: { translation: en } },
      initAsync: false,
    });
    return instance.t("contact.form.charactersLeft", { count });
  };

  it.each([
    ["fr", 0, "0 caractère restant"],
    ["fr", 1, "1 caractère restant"],
    ["fr", 2, "2 caractères restants"],
    ["fr", 500, "500 caractères restants"],
    // The number as the language writes it (Intl): a narrow no-break space between thousands.
    ["fr", 1_000_000, "1\u202f000\u202f000 de caractères restants"],
    ["en", 0, "0 characters left"],
    ["en", 1, "1 character left"],
    ["en", 25, "25 characters left"],
    ["en", 1234, "1,234 characters left"],
  ] as const)("%s, %i: %s", (language, count, text) => {
    expect(t(language, count)).toBe(text);
  });
});
