import { collectionTypeDefs, fieldExtensions, typeDefs } from "../../src/content/graphql-types";
import { collections } from "../../src/content/schema";

describe("GraphQL type definitions", () => {
  it("declares every collection explicitly, never inferred", () => {
    const sdl = typeDefs();
    for (const collection of Object.values(collections)) {
      expect(sdl).toContain(`type ${collection.typeName} implements Node @dontInfer {`);
    }
  });

  it("marks required fields, gives translated fields a language argument and links images", () => {
    const sdl = collectionTypeDefs(collections.experience);
    expect(sdl).toContain("  yamlId: String!");
    expect(sdl).toContain("  title: String! @translated");
    expect(sdl).toContain("  year: String! @label");
    expect(sdl).toContain('  logo: File @link(by: "absolutePath")');
    expect(sdl).toContain("  skills: [String!]\n");
    expect(sdl).toContain("  highlights: [String!] @translated");
  });

  it("declares the UI strings' nodes too, so that no type depends on the content", () => {
    expect(typeDefs()).toContain(
      "type Locale implements Node @dontInfer {\n  language: String!\n  ns: String!\n  data: String!\n}",
    );
  });

  it("declares nested objects as their own types", () => {
    const sdl = collectionTypeDefs(collections.site);
    expect(sdl).toContain("  social: SiteYamlSocial!");
    expect(sdl).toContain("type SiteYamlSocial @dontInfer {\n  linkedin: String!");
  });
});

describe("field extensions", () => {
  it("pick the requested language", () => {
    const source = { title: { fr: "Bonjour", en: "Hello" } };
    expect(fieldExtensions.translated(source, "en", "title")).toBe("Hello");
    expect(fieldExtensions.translated({}, "en", "title")).toBeNull();
  });

  it("accept a plain string or a { fr, en } pair for labels", () => {
    expect(fieldExtensions.label({ year: "2021" }, "fr", "year")).toBe("2021");
    expect(fieldExtensions.label({ year: { fr: "aujourd'hui", en: "now" } }, "en", "year")).toBe(
      "now",
    );
    expect(
      fieldExtensions.labelList(
        { items: ["Git", { fr: "Revue de code", en: "Code review" }] },
        "fr",
        "items",
      ),
    ).toEqual(["Git", "Revue de code"]);
  });
});
