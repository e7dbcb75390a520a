import {
  firstLanguageRead,
  prerenderEagerness,
} from "../../src/language-switch/prerender-eagerness";
import { SPECULATION_RULES } from "../../src/language-switch/speculation-rules";

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

  it("prerenders nothing for a visitor who reads this page's language first", () => {
    expect(prerenderEagerness("fr", ["fr-FR", "en-US"])).toBe("none");
    expect(prerenderEagerness("en", ["en-GB", "fr"])).toBe("none");
    expect(prerenderEagerness("en", ["ja-JP"])).toBe("none");
  });

  it("prerenders nothing for a browser that names no language", () => {
    expect(prerenderEagerness("fr", [])).toBe("none");
    expect(prerenderEagerness("en", [])).toBe("none");
  });
});

describe("SPECULATION_RULES", () => {
  const rules = JSON.parse(SPECULATION_RULES) as {
    prerender: { where: { selector_matches: string }; eagerness: string }[];
  };
  const matching = (link: Element) =>
    rules.prerender
      .filter(({ where }) => link.matches(where.selector_matches))
      .map(({ eagerness }) => eagerness);

  it("prerenders the language link at once, and only under the mark that asks for it", () => {
    document.body.innerHTML =
      '<a data-language-switch href="/en/">English</a><a href="/fr/#contact">Contact</a>';
    const [languageLink, otherLink] = document.querySelectorAll("a");
    expect(matching(languageLink!)).toEqual([]);
    document.documentElement.setAttribute("data-prerender-ready", "none");
    expect(matching(languageLink!)).toEqual([]);
    document.documentElement.setAttribute("data-prerender-ready", "immediate");
    expect(matching(languageLink!)).toEqual(["immediate"]);
    expect(matching(otherLink!)).toEqual([]);
    document.documentElement.removeAttribute("data-prerender-ready");
  });
});
