import {
  languageToPrerender,
  prerenderEagerness,
} from "../../src/language-switch/prerender-choice";
import { SPECULATION_RULES } from "../../src/language-switch/speculation-rules";

describe("prerenderEagerness", () => {
  it.each([[["fr-FR", "fr", "en-US"]], [["en-GB", "fr"]], [["ja-JP"]], [["FR-ca"]]])(
    "prerenders at once for a visitor whose browser names languages (%j), whichever comes first",
    (languages) => {
      expect(prerenderEagerness(languages)).toBe("immediate");
    },
  );

  it("prerenders nothing for a browser that names no language", () => {
    expect(prerenderEagerness([])).toBe("none");
  });
});

describe("languageToPrerender", () => {
  const offered = ["en", "de", "pt-BR"];

  it.each([
    [["de-DE", "en"], "de"],
    [["en-GB", "de"], "en"],
    [["pt-BR"], "pt-BR"],
    [["pt-PT", "en"], "pt-BR"],
    [["PT-br"], "pt-BR"],
    [["ja-JP", "de"], "de"],
  ])("gives a reader of %j the page they rank first among the others: %s", (reader, chosen) => {
    expect(languageToPrerender(reader, offered)).toBe(chosen);
  });

  it("gives a reader of none of them the first in the site's order", () => {
    expect(languageToPrerender(["ja-JP", "ko"], offered)).toBe("en");
    // A two-language site: the other page, for every reader, as before the registry.
    expect(languageToPrerender(["fr-FR", "fr"], ["en"])).toBe("en");
    expect(languageToPrerender(["ja-JP"], ["fr"])).toBe("fr");
  });

  it("gives none to a browser that names no language, or on a page with no other", () => {
    expect(languageToPrerender([], offered)).toBeUndefined();
    expect(languageToPrerender(["fr"], [])).toBeUndefined();
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

  it("prerenders the chosen language link at once, and only under the mark that asks for it", () => {
    document.body.innerHTML = [
      '<a data-language-switch data-prerender-target href="/en/">English</a>',
      '<a data-language-switch href="/de/">Deutsch</a>',
      '<a href="/fr/#contact">Contact</a>',
    ].join("");
    const [chosen, other, contact] = document.querySelectorAll("a");
    expect(matching(chosen!)).toEqual([]);
    document.documentElement.setAttribute("data-prerender-ready", "none");
    expect(matching(chosen!)).toEqual([]);
    document.documentElement.setAttribute("data-prerender-ready", "immediate");
    expect(matching(chosen!)).toEqual(["immediate"]);
    expect(matching(other!)).toEqual([]);
    expect(matching(contact!)).toEqual([]);
    document.documentElement.removeAttribute("data-prerender-ready");
  });
});
