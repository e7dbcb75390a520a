/**
 * @jest-environment node
 *
 * A navigation link says what the section it opens is called: "Projects" leading to a section
 * titled "Showcase" made visitors wonder whether they had landed in the right place.
 */
import en from "../../locales/en/translation.json";
import fr from "../../locales/fr/translation.json";
import { NAV_LINKS } from "../../src/navigation/nav-links";

/** The heading of each linked section, by its locale key (the hero's heading is the owner's name). */
const SECTION_TITLES: Record<string, string | undefined> = {
  home: undefined,
  about: "about.title",
  experience: "experience.title",
  showcase: "portfolio.title",
  contact: "contact.title",
};

const lookup = (strings: object, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);

describe.each([
  ["fr", fr],
  ["en", en],
])("navigation labels in %s", (_language, strings) => {
  test.each(NAV_LINKS.filter((link) => SECTION_TITLES[link.section]))(
    "$label is the title of #$section",
    ({ label, section }) => {
      expect(lookup(strings, label)).toBe(lookup(strings, SECTION_TITLES[section]!));
    },
  );
});
