import en from "../../locales/en/translation.json";
import fr from "../../locales/fr/translation.json";
import { errorMessageKey, formErrors } from "../../src/contact/field-errors";

function form(values: { name: string; email: string; message: string }) {
  document.body.innerHTML = `
    <form>
      <input name="name" required value="${values.name}">
      <input name="email" type="email" required value="${values.email}">
      <textarea name="message" required>${values.message}</textarea>
    </form>`;
  return document.querySelector("form")!;
}

const lookup = (strings: object, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings);

describe("formErrors", () => {
  it("lists the empty fields, in the form's order", () => {
    expect(Object.entries(formErrors(form({ name: "", email: "", message: "" })))).toEqual([
      ["name", "missing"],
      ["email", "missing"],
      ["message", "missing"],
    ]);
  });

  it("tells a malformed e-mail address from a missing one", () => {
    expect(formErrors(form({ name: "Zoë", email: "zoe@", message: "Bonjour" }))).toEqual({
      email: "invalid",
    });
  });

  it("finds nothing wrong with a complete form", () => {
    expect(formErrors(form({ name: "Zoë", email: "zoe@example.org", message: "Hi" }))).toEqual({});
  });
});

describe.each([
  ["fr", fr],
  ["en", en],
])("every problem has its message in %s", (_language, strings) => {
  test.each([
    ["name", "missing"],
    ["email", "missing"],
    ["email", "invalid"],
    ["message", "missing"],
  ] as const)("%s %s", (field, problem) => {
    expect(typeof lookup(strings, errorMessageKey(field, problem))).toBe("string");
  });
});
