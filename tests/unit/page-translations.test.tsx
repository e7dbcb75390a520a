import { render, screen } from "@testing-library/react";
import { useTranslation } from "../../src/i18n/use-translation";
import { withPageTranslations } from "../../src/i18n/page-translations";

/** A page's query data, as the Locale nodes give it: one namespace, its strings as JSON text. */
const localesOf = (strings: object) => ({
  edges: [{ node: { ns: "translation", data: JSON.stringify(strings) } }],
});

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {i18n.language}: {t("home.greeting", { name: "<Camille>" })}
    </p>
  );
}

test("the page's components read its strings, in its language, on the first render", () => {
  const locales = localesOf({ home: { greeting: "Bonjour {{name}} !" } });
  render(
    withPageTranslations(<Greeting />, { data: { locales }, pageContext: { language: "fr" } }),
  );
  // Dotted keys, values put in as they are: React escapes what it renders.
  expect(screen.getByText("fr: Bonjour <Camille> !")).toBeTruthy();
});

test("the other language's page gets its own strings", () => {
  const fr = localesOf({ home: { greeting: "Bonjour" } });
  const en = localesOf({ home: { greeting: "Hello" } });
  const { rerender } = render(
    withPageTranslations(<Greeting />, { data: { locales: fr }, pageContext: { language: "fr" } }),
  );
  rerender(
    withPageTranslations(<Greeting />, { data: { locales: en }, pageContext: { language: "en" } }),
  );
  expect(screen.getByText("en: Hello")).toBeTruthy();
});

test("a page whose query has no strings is rendered as it is", () => {
  const element = <Greeting />;
  expect(withPageTranslations(element, { data: {}, pageContext: {} })).toBe(element);
});
