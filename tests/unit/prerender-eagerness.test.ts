import { prerenderEagerness } from "../../src/language-switch/prerender-eagerness";
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
