/** The five links of the navigation bar: label key in locales/, and the section they lead to. */
export const NAV_LINKS = [
  { label: "navbar.home", section: "home" },
  { label: "navbar.about", section: "about" },
  { label: "navbar.experience", section: "experience" },
  { label: "navbar.projects", section: "showcase" },
  { label: "navbar.contact", section: "contact" },
] as const;

export const NAV_SECTIONS: readonly string[] = NAV_LINKS.map((link) => link.section);
