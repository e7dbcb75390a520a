import { firstLanguageRead, prerenderEagerness } from "../../src/before-react/prerender-eagerness";
import { SPECULATION_RULES } from "../../src/before-react/speculation-rules";

describe("firstLanguageRead", () => {
  it.each([
    [["fr-FR", "fr", "en-US", "en"], "fr"],
    [["en-GB", "fr"], "en"],
    [["de-DE", "de", "fr"], "fr"],
    [["de-CH", "en", "fr"], "en"],
    [["FR-ca"], "fr"],
    [["it-IT", "de"], "en"],
    [[], "en"],
  ])("%j reads %s first", (languages, expected) => {
    expect(firstLanguageRead(languages)).toBe(expected);
  });
});

describe("prerenderEagerness", () => {
  it("prerenders at once for a visitor who reads the other language first", () => {
    expect(prerenderEagerness("fr", ["en-US", "en"])).toBe("immediate");
    expect(prerenderEagerness("en", ["fr-FR", "fr", "en"])).toBe("immediate");
    // Reading neither: English first, so the French page is the one left.
    expect(prerenderEagerness("fr", ["ja-JP"])).toBe("immediate");
  });

  it("waits for intent for a visitor who reads this page's language first", () => {
    expect(prerenderEagerness("fr", ["fr-FR", "en-US"])).toBe("moderate");
    expect(prerenderEagerness("en", ["en-GB", "fr"])).toBe("moderate");
    expect(prerenderEagerness("en", ["ja-JP"])).toBe("moderate");
  });
});

describe("SPECULATION_RULES", () => {
  const rules = JSON.parse(SPECULATION_RULES) as {
    prerender: { where: { selector_matches: string }; eagerness: string }[];
  };

  it("has one prerender rule per eagerness the page may be marked with, on the language link", () => {
    expect(rules.prerender).toEqual([
      {
        where: {
          selector_matches: "html[data-prerender-ready=immediate] a[data-language-switch]",
        },
        eagerness: "immediate",
      },
      {
        where: {
          selector_matches: "html[data-prerender-ready=moderate] a[data-language-switch]",
        },
        eagerness: "moderate",
      },
    ]);
  });

  it("matches the language link under each mark, and under none before the page is ready", () => {
    document.body.innerHTML = '<a data-language-switch href="/en/">English</a>';
    const link = document.querySelector("a")!;
    const matching = () =>
      rules.prerender
        .filter(({ where }) => link.matches(where.selector_matches))
        .map(({ eagerness }) => eagerness);
    expect(matching()).toEqual([]);
    for (const eagerness of ["immediate", "moderate"]) {
      document.documentElement.setAttribute("data-prerender-ready", eagerness);
      expect(matching()).toEqual([eagerness]);
    }
    document.documentElement.removeAttribute("data-prerender-ready");
  });
});
