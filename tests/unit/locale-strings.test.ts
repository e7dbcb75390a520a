import { localeString } from "../../src/seo/locale-strings";

const locales = (data: object) => ({ edges: [{ node: { data: JSON.stringify(data) } }] });

describe("localeString", () => {
  it("reads a nested key and fills placeholders", () => {
    const data = locales({ seo: { description: "Portfolio de {{name}}" } });
    expect(localeString(data, "seo.description", { name: "Camille" })).toBe("Portfolio de Camille");
  });

  it("fails loudly on a missing key instead of rendering it raw", () => {
    expect(() => localeString(locales({}), "seo.description")).toThrow(
      'Missing UI string "seo.description"',
    );
  });
});
