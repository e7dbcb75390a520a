/** @jest-environment node */
import { socialProfiles } from "../../src/social/social-profiles";

const links = {
  linkedin: "https://www.linkedin.com/in/camille",
  github: "https://github.com/camille",
  gitlab: "https://gitlab.com/camille",
};

test("every profile of the content, in the page's order, with its address, label and logo", () => {
  const profiles = socialProfiles(links);
  expect(profiles.map(({ network, href, label }) => ({ network, href, label }))).toEqual([
    { network: "linkedin", href: links.linkedin, label: "contact.links.linkedin" },
    { network: "github", href: links.github, label: "contact.links.github" },
    { network: "gitlab", href: links.gitlab, label: "contact.links.gitlab" },
  ]);
  // Three different logos, each a drawing (an SVG path starting with a move).
  expect(new Set(profiles.map((profile) => profile.iconPath)).size).toBe(3);
  for (const { iconPath } of profiles) expect(iconPath).toMatch(/^m/i);
});

test("the main profiles, the ones the footer links: LinkedIn and GitHub", () => {
  expect(socialProfiles(links, { mainOnly: true }).map((profile) => profile.href)).toEqual([
    links.linkedin,
    links.github,
  ]);
});
