/**
 * Numbers and dates in the language's own way (Intl, from the language's tag): the characters
 * left of a contact field, and the footer's year.
 */
import fs from "fs";
import path from "path";
import { createInstance } from "i18next";
import { formatYear } from "../../src/i18n/format-year";
import { repoRoot, shippedLanguages } from "./content-fixture";

test.each(shippedLanguages().map(({ code }) => code))(
  "the characters left are counted as %s writes numbers",
  (code) => {
    const strings = JSON.parse(
      fs.readFileSync(path.join(repoRoot, `locales/${code}/translation.json`), "utf8"),
    );
    const i18n = createInstance();
    void i18n.init({
      lng: code,
      initAsync: false,
      resources: { [code]: { translation: strings } },
      interpolation: { escapeValue: false },
    });
    const text = i18n.t("contact.form.charactersLeft", { count: 4321 });
    expect(text).toContain(new Intl.NumberFormat(code).format(4321));
    expect(text).not.toContain("4321");
  },
);

test("a year is written in the language's digits, the same year in every time zone", () => {
  expect(formatYear(2026, "fr")).toBe("2026");
  expect(formatYear(2026, "ar-EG")).toBe(
    new Intl.NumberFormat("ar-EG", { useGrouping: false }).format(2026),
  );
  expect(formatYear(2026, "ar-EG")).not.toBe("2026");
});
