import type { SiteData } from "../content/page-data";

/** The owner's profile addresses, as content/site.yaml `social` gives them. */
export type SocialLinks = SiteData["social"];
export type SocialNetwork = keyof SocialLinks;

interface ProfileKind {
  /** Its name, spelt out or said to screen readers: a key of locales/. */
  label: `contact.links.${SocialNetwork}`;
  /** One of the owner's two main profiles: the footer links these only. */
  main: boolean;
}

/**
 * Every profile the content can name, in the order the page lists them (each drawn with its
 * network's logo, `social-<network>` in static/icons.svg, which a unit test keeps complete).
 * Typed against the content's `social` fields: a network added there and missing here does
 * not compile.
 */
const PROFILE_KINDS = {
  linkedin: { label: "contact.links.linkedin", main: true },
  github: { label: "contact.links.github", main: true },
  gitlab: { label: "contact.links.gitlab", main: false },
} as const satisfies Record<SocialNetwork, ProfileKind>;

export interface SocialProfile extends ProfileKind {
  network: SocialNetwork;
  href: string;
}

/**
 * The owner's profiles with their addresses, for every place that links them (the hero's
 * rail, the contact section, the footer, the JSON-LD Person, the CV and the JSON Resume); each
 * draws them its own way.
 */
export function socialProfiles(links: SocialLinks, { mainOnly = false } = {}): SocialProfile[] {
  return (Object.keys(PROFILE_KINDS) as SocialNetwork[])
    .filter((network) => !mainOnly || PROFILE_KINDS[network].main)
    .map((network) => ({ network, ...PROFILE_KINDS[network], href: links[network] }));
}
